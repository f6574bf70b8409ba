import { canonicalInterface } from '../../../src/model/interface-names';
import type { DeviceFacts, NormalizedInterface } from '../../../src/model/types';
import { isIpv4, normalizeMac, parseSpeedMbps, parseUptimeSeconds } from '../../../src/model/values';
import type { ParseResult } from '../../../src/parse/types';
import { compareKeys, type FactAdapter, field, listField } from '../adapter';
import type { NtcRecord } from '../cases';

const PLATFORM = 'arista_eos';

function ifName(raw: string): string {
  return canonicalInterface(raw, PLATFORM).name;
}

function mac(raw: string): string {
  return normalizeMac(raw) ?? raw;
}

function byName(facts: DeviceFacts): Map<string, NormalizedInterface> {
  return new Map((facts.interfaces ?? []).map((i) => [i.name, i]));
}

/** Compares one field of an expected record with what the parser read, by name of the fact. */
function same(out: string[], where: string, what: string, expected: unknown, actual: unknown): void {
  if (JSON.stringify(expected) !== JSON.stringify(actual))
    out.push(`${where}: ${what} expected ${JSON.stringify(expected)}, read ${JSON.stringify(actual)}`);
}

/** Records whose MAC is no MAC must have been reported as unrecognised lines, not turned into entries. */
function invalidMacsReported(expected: NtcRecord[], result: ParseResult, name = 'mac_address'): string[] {
  const out: string[] = [];
  for (const record of expected) {
    const raw = field(record, name);
    if (raw === '' || normalizeMac(raw)) continue;
    const warned = result.warnings.some((w) => w.code === 'unrecognized-line' && w.text.includes(raw));
    if (!warned) out.push(`${raw}: not a MAC, and not reported as an unrecognised line`);
  }
  return out;
}

function interfacesPresent(expected: NtcRecord[], facts: DeviceFacts, key: string): string[] {
  return compareKeys(
    'interface',
    [...new Set(expected.map((r) => ifName(field(r, key))))],
    (facts.interfaces ?? []).map((i) => i.name),
  );
}

/** `up (connected)`, `lowerlayerdown (notconnect)`: the line protocol is up or not. */
function protocolUp(text: string): boolean {
  return text.split(' ')[0] === 'up';
}

/** Fact adapters of the `arista_eos` ntc-templates cases. */
export const aristaEosAdapters: FactAdapter[] = [
  {
    commandDir: 'show_hostname',
    check: (expected, facts) => {
      const out: string[] = [];
      const record = expected[0] ?? {};
      same(out, 'hostname', 'hostname', field(record, 'hostname'), facts.hostname);
      const fqdn = field(record, 'fqdn');
      same(out, 'hostname', 'domain', fqdn.slice(fqdn.indexOf('.') + 1), facts.system?.domain);
      return out;
    },
  },
  {
    commandDir: 'show_version',
    check: (expected, facts) => {
      const out: string[] = [];
      const record = expected[0] ?? {};
      const system = facts.system ?? {};
      same(out, 'version', 'model', field(record, 'model'), system.model);
      same(out, 'version', 'serial', field(record, 'serial_number') || undefined, system.serial);
      same(out, 'version', 'osVersion', field(record, 'image'), system.osVersion);
      same(out, 'version', 'baseMac', mac(field(record, 'sys_mac')), system.baseMac);
      same(out, 'version', 'uptime', parseUptimeSeconds(field(record, 'uptime')), system.uptimeSeconds);
      return out;
    },
  },
  {
    commandDir: 'show_inventory',
    check: (expected, facts) => {
      // Records without a model are the port counts (`Management 1`, `Switched 52`), not hardware.
      const serial = (sn: string | undefined) => (sn === undefined || sn === 'N/A' ? '' : sn);
      const out = compareKeys(
        'inventory',
        expected
          .filter((r) => field(r, 'pid') !== '')
          .map((r) => `${field(r, 'pid')}|${serial(field(r, 'sn'))}`),
        (facts.inventory ?? []).map((i) => `${i.model ?? ''}|${serial(i.serial)}`),
      );
      const chassis = expected.find((r) => field(r, 'port') === '' && field(r, 'pid') !== '');
      if (chassis) {
        same(out, 'system', 'model', field(chassis, 'pid'), facts.system?.model);
        same(out, 'system', 'serial', field(chassis, 'sn'), facts.system?.serial);
      }
      return out;
    },
  },
  {
    commandDir: 'show_module',
    check: (expected, facts) =>
      compareKeys(
        'module',
        expected.map((r) => `${field(r, 'module')}|${field(r, 'model')}|${field(r, 'serial_num')}`),
        (facts.inventory ?? []).map(
          (i) => `${i.name.replace(/^Module /, '')}|${i.model ?? ''}|${i.serial ?? ''}`,
        ),
      ),
  },
  {
    commandDir: 'show_interfaces',
    check: (expected, facts) => {
      const out = interfacesPresent(expected, facts, 'interface');
      const read = byName(facts);
      for (const record of expected) {
        const name = ifName(field(record, 'interface'));
        const i = read.get(name);
        if (!i) continue;
        same(out, name, 'adminUp', field(record, 'link_status') !== 'administratively down', i.adminUp);
        same(out, name, 'operUp', protocolUp(field(record, 'protocol_status')), i.operUp);
        same(out, name, 'description', field(record, 'description') || undefined, i.description);
        const ip = field(record, 'ip_address');
        same(
          out,
          name,
          'ipv4',
          ip === '' ? [] : [ip],
          i.ipv4.map((a) => `${a.address}/${a.prefixLength}`),
        );
        same(out, name, 'mtu', field(record, 'mtu') === '' ? undefined : Number(field(record, 'mtu')), i.mtu);
        const address = field(record, 'mac_address');
        same(out, name, 'mac', address === '' ? undefined : mac(address), i.mac);
      }
      return out;
    },
  },
  {
    commandDir: 'show_interfaces_status',
    check: (expected, facts) => {
      const out = interfacesPresent(expected, facts, 'port');
      // The same port may be listed twice (the fixture repeats `Ma1`): the last row wins, as on a re-read.
      const last = new Map<string, NtcRecord>();
      for (const record of expected) last.set(ifName(field(record, 'port')), record);
      const read = byName(facts);
      for (const [name, record] of last) {
        const i = read.get(name);
        if (!i) continue;
        same(out, name, 'description', field(record, 'name') || undefined, i.description);
        same(out, name, 'statusText', field(record, 'status'), i.statusText);
        same(out, name, 'operUp', field(record, 'status') === 'connected', i.operUp);
        same(out, name, 'duplexText', field(record, 'duplex'), i.duplexText);
        same(out, name, 'speedText', field(record, 'speed'), i.speedText);
        same(out, name, 'speedMbps', parseSpeedMbps(field(record, 'speed')), i.speedMbps);
        const vlan = field(record, 'vlan_id');
        if (/^\d+$/.test(vlan)) {
          same(out, name, 'mode', 'access', i.mode);
          same(out, name, 'accessVlan', Number(vlan), i.accessVlan);
        } else if (vlan === 'trunk' || vlan === 'routed') same(out, name, 'mode', vlan, i.mode);
        else if (/^Po\d+$/.test(vlan)) same(out, name, 'lag', ifName(vlan), i.lag);
      }
      return out;
    },
  },
  {
    commandDir: 'show_interfaces_description',
    check: (expected, facts) => {
      const out = interfacesPresent(expected, facts, 'port');
      const read = byName(facts);
      for (const record of expected) {
        const name = ifName(field(record, 'port'));
        const i = read.get(name);
        if (!i) continue;
        same(out, name, 'description', field(record, 'description') || undefined, i.description);
        same(out, name, 'adminUp', field(record, 'status') !== 'admin down', i.adminUp);
        same(out, name, 'operUp', field(record, 'protocol') === 'up', i.operUp);
      }
      return out;
    },
  },
  {
    commandDir: 'show_ip_interface_brief',
    check: (expected, facts) => {
      const out = interfacesPresent(expected, facts, 'interface');
      const read = byName(facts);
      for (const record of expected) {
        const name = ifName(field(record, 'interface'));
        const i = read.get(name);
        if (!i) continue;
        const ip = field(record, 'ip_address');
        same(
          out,
          name,
          'ipv4',
          ip === 'unassigned' ? [] : [ip],
          i.ipv4.map((a) => `${a.address}/${a.prefixLength}`),
        );
        same(out, name, 'mtu', Number(field(record, 'mtu')), i.mtu);
        same(out, name, 'operUp', field(record, 'protocol') === 'up', i.operUp);
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
            `${field(r, 'vlan_id')}|${field(r, 'vlan_name')}|${field(r, 'status')}|${listField(r, 'interfaces').map(ifName).join(',')}`,
        ),
        (facts.vlans ?? []).map(
          (v) => `${v.id}|${v.name ?? ''}|${v.status ?? ''}|${(v.interfaces ?? []).join(',')}`,
        ),
      ),
  },
  {
    commandDir: 'show_lldp_neighbors',
    check: (expected, facts) =>
      compareKeys(
        'neighbor',
        expected.map(
          (r) =>
            `${ifName(field(r, 'local_interface'))}|${field(r, 'neighbor_name')}|${mac(field(r, 'neighbor_interface'))}`,
        ),
        (facts.neighbors ?? []).map((n) => `${n.localInterface}|${n.remoteName ?? ''}|${n.remotePort ?? ''}`),
      ),
  },
  {
    commandDir: 'show_lldp_neighbors_detail',
    check: (expected, facts) => {
      const key = (local: string, name: string, port: string, chassis: string) =>
        `${local}|${name}|${port}|${chassis}`;
      const out = compareKeys(
        'neighbor',
        expected.map((r) =>
          key(
            ifName(field(r, 'local_interface')),
            field(r, 'neighbor_name'),
            mac(field(r, 'neighbor_interface')),
            mac(field(r, 'chassis_id')),
          ),
        ),
        (facts.neighbors ?? []).map((n) =>
          key(n.localInterface, n.remoteName ?? '', n.remotePort ?? '', n.remoteChassisId ?? ''),
        ),
      );
      // The records keep one management address (the last announced); the facts keep them all. A management
      // address of subtype Ethernet is a MAC, not a management IP.
      for (const r of expected) {
        const ip = field(r, 'mgmt_address');
        if (!isIpv4(ip) && !ip.includes(':')) continue;
        const k = key(
          ifName(field(r, 'local_interface')),
          field(r, 'neighbor_name'),
          mac(field(r, 'neighbor_interface')),
          mac(field(r, 'chassis_id')),
        );
        const found = (facts.neighbors ?? []).some(
          (n) =>
            key(n.localInterface, n.remoteName ?? '', n.remotePort ?? '', n.remoteChassisId ?? '') === k &&
            (n.remoteManagementIps ?? []).includes(ip),
        );
        if (!found) out.push(`neighbor ${k}: management address ${ip} not read`);
      }
      return out;
    },
  },
  {
    commandDir: 'show_mac_address-table',
    command: 'show mac address-table',
    check: (expected, facts, result) => [
      ...compareKeys(
        'mac',
        expected
          .filter((r) => normalizeMac(field(r, 'mac_address')))
          .flatMap((r) =>
            listField(r, 'destination_port').map(
              (port) => `${mac(field(r, 'mac_address'))}|${field(r, 'vlan_id')}|${ifName(port)}`,
            ),
          ),
        (facts.macTable ?? []).map((m) => `${m.mac}|${m.vlan ?? ''}|${m.interface ?? ''}`),
      ),
      ...invalidMacsReported(expected, result),
    ],
  },
  {
    commandDir: 'show_ip_arp',
    check: (expected, facts) =>
      compareKeys(
        'arp',
        expected.map(
          (r) =>
            `${field(r, 'ip_address')}|${mac(field(r, 'mac_address'))}|${ifName(field(r, 'interface').split(',')[0] ?? '')}|${field(r, 'vrf')}`,
        ),
        (facts.arp ?? []).map((a) => `${a.ip}|${a.mac ?? ''}|${a.interface ?? ''}|${a.vrf ?? ''}`),
      ),
  },
  {
    commandDir: 'show_ip_route',
    check: (expected, facts) =>
      compareKeys(
        'route',
        expected.map((r) => {
          const hops = listField(r, 'next_hop').map((hop, i) => {
            const via = ifName((listField(r, 'interface')[i] ?? '').split(',')[0] ?? '');
            return hop === 'connected' ? via : `${hop}@${via}`;
          });
          return `${field(r, 'vrf')}|${field(r, 'network')}/${field(r, 'prefix_length')}|${field(r, 'protocol')}|${field(r, 'distance')}/${field(r, 'metric')}|${hops.join(',')}`;
        }),
        (facts.routes ?? []).map((route) => {
          const hops = route.nextHops.map((h) =>
            h.ip ? `${h.ip}@${h.interface ?? ''}` : (h.interface ?? ''),
          );
          return `${route.vrf ?? ''}|${route.prefix}|${route.protocolCode ?? ''}|${route.distance ?? ''}/${route.metric ?? ''}|${hops.join(',')}`;
        }),
      ),
  },
  {
    commandDir: 'show_port-channel_summary',
    check: (expected, facts) =>
      compareKeys(
        'lag',
        expected.map((r) => {
          const members = listField(r, 'member_interface').map(
            (m, i) => `${ifName(m)}(${listField(r, 'member_interface_status')[i] ?? ''})`,
          );
          return `${ifName(field(r, 'bundle_name'))}|${field(r, 'bundle_protocol').toLowerCase()}|${field(r, 'bundle_status').includes('U')}|${members.join(',')}`;
        }),
        (facts.lags ?? []).map(
          (lag) =>
            `${lag.name}|${lag.protocol ?? ''}|${lag.operUp ?? false}|${lag.members.map((m) => `${m.interface}(${m.state ?? ''})`).join(',')}`,
        ),
      ),
  },
];
