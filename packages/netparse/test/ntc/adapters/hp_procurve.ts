import { canonicalInterface } from '../../../src/model/interface-names';
import type { DeviceFacts, NormalizedInterface } from '../../../src/model/types';
import { isIpv4, maskToPrefixLength, normalizeMac } from '../../../src/model/values';
import { procurveMode, procurvePort, procurveUptimeSeconds } from '../../../src/show/hp_procurve/values';
import { compareKeys, type FactAdapter, field } from '../adapter';

const PLATFORM = 'hp_procurve';

function ifName(raw: string): string {
  return canonicalInterface(procurvePort(raw).port, PLATFORM).name;
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

function counter(text: string): number {
  return Number(text.replace(/,/g, ''));
}

/** The trunk a port cell names (`A24-Trk1`). */
function lagOf(cell: string): string | undefined {
  const lag = procurvePort(cell).lag;
  return lag ? canonicalInterface(lag, PLATFORM).name : undefined;
}

/** Fact adapters of the `hp_procurve` ntc-templates cases. */
export const hpProcurveAdapters: FactAdapter[] = [
  {
    commandDir: 'show_system',
    check: (expected, facts) => {
      const out: string[] = [];
      const first = expected[0] ?? {};
      const s = facts.system ?? {};
      same(out, 'system', 'hostname', field(first, 'name'), facts.hostname);
      same(out, 'system', 'osVersion', field(first, 'software_version'), s.osVersion);
      same(out, 'system', 'serial', field(first, 'serial'), s.serial);
      same(out, 'system', 'uptimeSeconds', procurveUptimeSeconds(field(first, 'uptime')), s.uptimeSeconds);
      out.push(
        ...compareKeys(
          'member',
          expected.map(
            (r) => `${field(r, 'member_id')}|${field(r, 'serial')}|${mac(field(r, 'mac_address'))}`,
          ),
          (s.stackMembers ?? []).map((m) => `${m.number}|${m.serial ?? ''}|${m.baseMac ?? ''}`),
        ),
      );
      return out;
    },
  },
  {
    commandDir: 'show_version',
    check: (expected, facts) => {
      const out: string[] = [];
      const r = expected[0] ?? {};
      same(out, 'version', 'model', field(r, 'model'), facts.system?.model);
      same(out, 'version', 'osVersion', field(r, 'version'), facts.system?.osVersion);
      same(
        out,
        'version',
        'uptimeSeconds',
        procurveUptimeSeconds(field(r, 'uptime')),
        facts.system?.uptimeSeconds,
      );
      return out;
    },
  },
  {
    commandDir: 'show_interfaces',
    check: (expected, facts) =>
      compareKeys(
        'port',
        expected.map(
          (r) =>
            `${ifName(field(r, 'port'))}|${counter(field(r, 'errors_rx'))}|${counter(field(r, 'drops_tx'))}`,
        ),
        (facts.interfaces ?? []).map((i) => `${i.name}|${i.counters?.inErrors}|${i.counters?.outDiscards}`),
      ),
  },
  {
    commandDir: 'show_interfaces_brief',
    check: (expected, facts) => {
      const out = compareKeys(
        'port',
        expected.map((r) => ifName(field(r, 'port'))),
        (facts.interfaces ?? []).map((i) => i.name),
      );
      const read = byName(facts);
      for (const r of expected) {
        const name = ifName(field(r, 'port'));
        const i = read.get(name);
        if (!i) continue;
        same(out, name, 'adminUp', field(r, 'enabled') === 'Yes', i.adminUp);
        same(out, name, 'operUp', field(r, 'status') === 'Up', i.operUp);
        const mode = procurveMode(field(r, 'mode'));
        same(out, name, 'speedMbps', mode.speedMbps, i.speedMbps);
        same(out, name, 'duplex', mode.duplex, i.duplex);
        same(out, name, 'lag', lagOf(field(r, 'port')), i.lag);
      }
      return out;
    },
  },
  {
    commandDir: 'show_interfaces_status',
    check: (expected, facts) => {
      const out = compareKeys(
        'port',
        expected.map((r) => ifName(field(r, 'port'))),
        (facts.interfaces ?? []).map((i) => i.name),
      );
      const read = byName(facts);
      for (const r of expected) {
        const name = ifName(field(r, 'port'));
        const i = read.get(name);
        if (!i) continue;
        // A name cut to its column (`SW-01-0...`) is no description; the whole one is in the configuration.
        const description = field(r, 'name');
        same(
          out,
          name,
          'description',
          description === '' || description.endsWith('...') ? undefined : description,
          i.description,
        );
        same(out, name, 'operUp', field(r, 'status') === 'Up', i.operUp);
        const mode = procurveMode(field(r, 'speed'));
        same(out, name, 'speedMbps', mode.speedMbps, i.speedMbps);
        same(out, name, 'duplex', mode.duplex, i.duplex);
        same(out, name, 'lag', lagOf(field(r, 'port')), i.lag);
        const tagged = field(r, 'vlan_tagged');
        const untagged = field(r, 'vlan_untagged');
        if (tagged === 'No' && /^\d+$/.test(untagged)) {
          same(out, name, 'mode', 'access', i.mode);
          same(out, name, 'accessVlan', Number(untagged), i.accessVlan);
        } else if (tagged !== 'No' && tagged !== '') {
          same(out, name, 'mode', 'trunk', i.mode);
          same(out, name, 'nativeVlan', /^\d+$/.test(untagged) ? Number(untagged) : undefined, i.nativeVlan);
        }
      }
      return out;
    },
  },
  {
    commandDir: 'show_ip',
    check: (expected, facts) => {
      // AOS-S names VLAN 1 `DEFAULT_VLAN` and new VLANs `VLANnnn`; other names stay the interface's name.
      const vlanInterface = (name: string) =>
        name === 'DEFAULT_VLAN' ? 'Vlan1' : /^VLAN\d+$/i.test(name) ? `Vlan${name.slice(4)}` : name;
      return compareKeys(
        'address',
        expected.map((r) => {
          const ip = field(r, 'ip_address');
          const address = ip === '' ? '' : `${ip}/${maskToPrefixLength(field(r, 'subnet_mask'))}`;
          return `${vlanInterface(field(r, 'vlan_name'))}|${address}`;
        }),
        (facts.interfaces ?? []).flatMap((i) =>
          i.ipv4.length === 0
            ? [`${i.name}|`]
            : i.ipv4.map((a) => `${i.name}|${a.address}/${a.prefixLength}`),
        ),
      );
    },
  },
  {
    commandDir: 'show_ip_route',
    check: (expected, facts) =>
      compareKeys(
        'route',
        expected.map((r) => {
          const gateway = field(r, 'gateway');
          const vlan = field(r, 'vlan_name');
          const hop = [
            isIpv4(gateway) ? gateway : '',
            /^\d+$/.test(vlan) ? `Vlan${vlan}` : '',
            /^(?:reject|blackhole)$/.test(gateway) ? 'discard' : '',
          ].join('/');
          return `${field(r, 'destination')}|${field(r, 'type')}|${field(r, 'metric')}|${field(r, 'distance')}|${hop === '//' ? '' : hop}`;
        }),
        (facts.routes ?? []).map((route) => {
          const h = route.nextHops[0];
          const hop = h ? [h.ip ?? '', h.interface ?? '', h.discard ? 'discard' : ''].join('/') : '';
          return `${route.prefix}|${route.protocolCode ?? ''}|${route.metric ?? ''}|${route.distance ?? ''}|${hop}`;
        }),
      ),
  },
  {
    commandDir: 'show_arp',
    check: (expected, facts) =>
      compareKeys(
        'arp',
        expected.map(
          (r) =>
            `${field(r, 'ip_address')}|${mac(field(r, 'mac_address'))}|${field(r, 'port') ? ifName(field(r, 'port')) : ''}|${field(r, 'type')}`,
        ),
        (facts.arp ?? []).map((a) => `${a.ip}|${a.mac ?? ''}|${a.interface ?? ''}|${a.type ?? ''}`),
      ),
  },
  {
    commandDir: 'show_mac-address',
    check: (expected, facts) =>
      compareKeys(
        'mac',
        expected.map(
          (r) => `${mac(field(r, 'mac_address'))}|${ifName(field(r, 'port'))}|${field(r, 'vlan_id')}`,
        ),
        (facts.macTable ?? []).map((m) => `${m.mac}|${m.interface ?? ''}|${m.vlan ?? ''}`),
      ),
  },
  {
    commandDir: 'show_trunks',
    check: (expected, facts) =>
      compareKeys(
        'trunk member',
        expected.map(
          (r) =>
            `${ifName(field(r, 'trunk'))}|${field(r, 'trunk_type') === 'LACP' ? 'lacp' : 'static'}|${ifName(field(r, 'local_port'))}`,
        ),
        (facts.lags ?? []).flatMap((lag) =>
          lag.members.map((m) => `${lag.name}|${lag.protocol ?? ''}|${m.interface}`),
        ),
      ),
  },
  {
    commandDir: 'show_vlans',
    check: (expected, facts) =>
      compareKeys(
        'vlan',
        expected.map((r) => `${field(r, 'vlan_id')}|${field(r, 'vlan_name')}|${field(r, 'status')}`),
        (facts.vlans ?? []).map((v) => `${v.id}|${v.name ?? ''}|${v.status ?? ''}`),
      ),
  },
  {
    commandDir: 'show_cdp_neighbors_detail',
    check: (expected, facts) =>
      compareKeys(
        'neighbor',
        expected.map((r) => {
          const ip = field(r, 'mgmt_address');
          return `${ifName(field(r, 'local_interface'))}|${field(r, 'chassis_id')}|${field(r, 'neighbor_interface')}|${isIpv4(ip) ? ip : ''}|${field(r, 'platform')}`;
        }),
        (facts.neighbors ?? []).map(
          (n) =>
            `${n.localInterface}|${n.remoteName ?? ''}|${n.remotePort ?? ''}|${(n.remoteManagementIps ?? []).join(',')}|${n.remotePlatform ?? ''}`,
        ),
      ),
  },
  {
    commandDir: 'show_lldp_info_remote-device',
    check: (expected, facts) =>
      compareKeys(
        'neighbor',
        expected.map(
          (r) =>
            `${ifName(field(r, 'local_interface'))}|${mac(field(r, 'chassis_id'))}|${mac(field(r, 'neighbor_interface'))}|${field(r, 'neighbor_description')}|${field(r, 'neighbor_name')}`,
        ),
        (facts.neighbors ?? []).map(
          (n) =>
            `${n.localInterface}|${n.remoteChassisId ?? ''}|${n.remotePort ?? ''}|${n.remotePortDescription ?? ''}|${n.remoteName ?? ''}`,
        ),
      ),
  },
  {
    commandDir: 'show_lldp_info_remote-device_detail',
    check: (expected, facts) => {
      const kind = (portType: string) =>
        portType === 'mac-address' ? 'mac' : portType === 'local' ? 'local' : 'name';
      return compareKeys(
        'neighbor',
        expected.map((r) => {
          const ip = field(r, 'mgmt_address');
          const vlan = Number(field(r, 'vlan_id'));
          return [
            ifName(field(r, 'local_interface')),
            mac(field(r, 'chassis_id')),
            mac(field(r, 'neighbor_interface')),
            kind(field(r, 'port_type')),
            field(r, 'neighbor_name'),
            field(r, 'neighbor_description'),
            field(r, 'neighbor_interface_description'),
            isIpv4(ip) ? ip : '',
            vlan > 0 ? vlan : '',
            field(r, 'capabilities').replace(/\s+/g, ''),
          ].join('|');
        }),
        (facts.neighbors ?? []).map((n) =>
          [
            n.localInterface,
            n.remoteChassisId ?? '',
            n.remotePort ?? '',
            n.remotePortKind ?? '',
            n.remoteName ?? '',
            n.remoteSoftware ?? '',
            n.remotePortDescription ?? '',
            (n.remoteManagementIps ?? []).join(','),
            n.remoteNativeVlan ?? '',
            (n.remoteCapabilities ?? []).join(','),
          ].join('|'),
        ),
      );
    },
  },
];
