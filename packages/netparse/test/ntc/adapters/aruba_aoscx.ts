import { canonicalInterface } from '../../../src/model/interface-names';
import type { DeviceFacts, NormalizedInterface } from '../../../src/model/types';
import { expandVlanRanges, isIpv4, normalizeMac, parseSpeedMbps } from '../../../src/model/values';
import { expandAoscxPorts } from '../../../src/show/aruba_aoscx/l2';
import { compareKeys, type FactAdapter, field, listField } from '../adapter';

const PLATFORM = 'aruba_aoscx';

function ifName(raw: string): string {
  return canonicalInterface(raw, PLATFORM).name;
}

function mac(raw: string): string {
  return normalizeMac(raw) ?? raw;
}

function same(out: string[], where: string, what: string, expected: unknown, actual: unknown): void {
  if (JSON.stringify(expected) !== JSON.stringify(actual))
    out.push(`${where}: ${what} expected ${JSON.stringify(expected)}, read ${JSON.stringify(actual)}`);
}

function byName(facts: DeviceFacts): Map<string, NormalizedInterface> {
  return new Map((facts.interfaces ?? []).map((i) => [i.name, i]));
}

/** Fact adapters of the `aruba_aoscx` ntc-templates cases. */
export const arubaAoscxAdapters: FactAdapter[] = [
  {
    commandDir: 'show_system',
    check: (expected, facts) => {
      const out: string[] = [];
      const r = expected[0] ?? {};
      const s = facts.system ?? {};
      same(out, 'system', 'hostname', field(r, 'hostname'), facts.hostname);
      same(out, 'system', 'vendor', field(r, 'vendor'), s.vendor);
      same(out, 'system', 'model', field(r, 'product').split(' ')[0], s.model);
      same(out, 'system', 'serial', field(r, 'serial'), s.serial);
      same(out, 'system', 'baseMac', mac(field(r, 'base_mac')), s.baseMac);
      same(out, 'system', 'osVersion', field(r, 'version'), s.osVersion);
      const unit = (name: string, seconds: number) => Number(field(r, name) || 0) * seconds;
      const uptime =
        unit('uptime_weeks', 604800) +
        unit('uptime_days', 86400) +
        unit('uptime_hours', 3600) +
        unit('uptime_minutes', 60);
      same(out, 'system', 'uptimeSeconds', uptime, s.uptimeSeconds);
      return out;
    },
  },
  {
    commandDir: 'show_module',
    check: (expected, facts) =>
      compareKeys(
        'module',
        expected.map(
          (r) =>
            `${field(r, 'module_type')} Module ${field(r, 'module')}|${field(r, 'model')}|${field(r, 'serial')}|${field(r, 'cardtype')}`,
        ),
        (facts.inventory ?? []).map(
          (i) => `${i.name}|${i.model ?? ''}|${i.serial ?? ''}|${i.description ?? ''}`,
        ),
      ),
  },
  {
    commandDir: 'show_interface',
    check: (expected, facts) => {
      const out = compareKeys(
        'interface',
        expected.map((r) => ifName(field(r, 'interface'))),
        (facts.interfaces ?? []).map((i) => i.name),
      );
      const read = byName(facts);
      for (const r of expected) {
        const name = ifName(field(r, 'interface'));
        const i = read.get(name);
        if (!i) continue;
        same(out, name, 'adminUp', field(r, 'link_admin') === 'up', i.adminUp);
        same(out, name, 'operUp', field(r, 'link_status') === 'up', i.operUp);
        same(out, name, 'description', field(r, 'interface_desc') || undefined, i.description);
        same(out, name, 'mac', field(r, 'mac_address') ? mac(field(r, 'mac_address')) : undefined, i.mac);
        const addresses = [field(r, 'ip_address'), ...listField(r, 'secondary_ip_address')].filter(
          (a) => a !== '',
        );
        same(
          out,
          name,
          'ipv4',
          addresses,
          i.ipv4.map((a) => `${a.address}/${a.prefixLength}`),
        );
        same(out, name, 'mtu', field(r, 'mtu') ? Number(field(r, 'mtu')) : undefined, i.mtu);
        same(out, name, 'vrf', field(r, 'vrf') || undefined, i.vrf);
        const speed = parseSpeedMbps(field(r, 'speed').replace(' ', ''));
        same(out, name, 'speedMbps', speed === 0 ? undefined : speed, i.speedMbps);
        if (field(r, 'duplex')) same(out, name, 'duplex', field(r, 'duplex').toLowerCase(), i.duplex);
        // The records leave the VLAN fields empty where the template missed them; compare what they hold.
        const mode = field(r, 'vlan_mode');
        if (mode) same(out, name, 'mode', mode === 'access' ? 'access' : 'trunk', i.mode);
        if (field(r, 'vlan_access'))
          same(out, name, 'accessVlan', Number(field(r, 'vlan_access')), i.accessVlan);
        if (field(r, 'vlan_native'))
          same(out, name, 'nativeVlan', Number(field(r, 'vlan_native')), i.nativeVlan);
        const trunk = listField(r, 'vlan_trunk');
        if (trunk.length > 0)
          same(out, name, 'allowedVlans', expandVlanRanges(trunk.join(',')), i.allowedVlans);
        const members = listField(r, 'aggregated_interfaces');
        if (members.length > 0) {
          const lag = (facts.lags ?? []).find((l) => l.name === name);
          same(
            out,
            name,
            'lag members',
            members.map(ifName),
            lag?.members.map((m) => m.interface),
          );
        }
      }
      return out;
    },
  },
  {
    commandDir: 'show_vlan',
    check: (expected, facts) =>
      compareKeys(
        'vlan',
        expected.map(
          (r) =>
            `${field(r, 'vlan_id')}|${field(r, 'vlan_name')}|${field(r, 'status')}|${expandAoscxPorts(listField(r, 'interfaces').join(','), PLATFORM).join(',')}`,
        ),
        (facts.vlans ?? []).map(
          (v) => `${v.id}|${v.name ?? ''}|${v.status ?? ''}|${(v.interfaces ?? []).join(',')}`,
        ),
      ),
  },
  {
    commandDir: 'show_lldp_neighbors-info_detail',
    command: 'show lldp neighbor-info detail',
    check: (expected, facts) =>
      compareKeys(
        'neighbor',
        expected.map((r) => {
          const ip = field(r, 'mgmt_address');
          return [
            ifName(field(r, 'local_interface')),
            field(r, 'neighbor_name'),
            mac(field(r, 'neighbor_port_id')),
            field(r, 'neighbor_interface'),
            mac(field(r, 'chassis_id')),
            isIpv4(ip) ? ip : '',
          ].join('|');
        }),
        (facts.neighbors ?? []).map((n) =>
          [
            n.localInterface,
            n.remoteName ?? '',
            n.remotePort ?? '',
            n.remotePortDescription ?? '',
            n.remoteChassisId ?? '',
            (n.remoteManagementIps ?? []).join(','),
          ].join('|'),
        ),
      ),
  },
  {
    commandDir: 'show_mac-address-table',
    check: (expected, facts) =>
      compareKeys(
        'mac',
        expected.map(
          (r) => `${mac(field(r, 'mac_address'))}|${field(r, 'vlan_id')}|${ifName(field(r, 'port'))}`,
        ),
        (facts.macTable ?? []).map((m) => `${m.mac}|${m.vlan ?? ''}|${m.interface ?? ''}`),
      ),
  },
  {
    commandDir: 'show_arp_all-vrfs',
    check: (expected, facts) =>
      compareKeys(
        'arp',
        expected.map(
          (r) =>
            `${field(r, 'ip_address')}|${mac(field(r, 'mac_address'))}|${ifName(field(r, 'port_id'))}|${field(r, 'vrf')}`,
        ),
        (facts.arp ?? []).map((a) => `${a.ip}|${a.mac ?? ''}|${a.interface ?? ''}|${a.vrf ?? ''}`),
      ),
  },
  {
    commandDir: 'show_ip_route_all-vrfs',
    check: (expected, facts) =>
      compareKeys(
        'route',
        expected.map((r) => {
          const hops = listField(r, 'interface').map((hop) => (isIpv4(hop) ? hop : ifName(hop)));
          const metrics = [...new Set(listField(r, 'metric'))].join(',');
          const status = [...new Set(listField(r, 'status'))].join(',');
          return `${field(r, 'vrf')}|${field(r, 'ip_address')}/${field(r, 'prefix_length')}|${status}|${metrics}|${hops.join(',')}`;
        }),
        (facts.routes ?? []).map((route) => {
          const hops = route.nextHops.map((h) => h.ip ?? h.interface ?? '');
          return `${route.vrf ?? ''}|${route.prefix}|${route.protocolCode ?? ''}|[${route.distance ?? ''}/${route.metric ?? ''}]|${hops.join(',')}`;
        }),
      ),
  },
];
