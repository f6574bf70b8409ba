import { canonicalInterfaceName } from '../../../src/model/interface-names';
import type { DeviceFacts } from '../../../src/model/types';
import { normalizeMac, parseUptimeSeconds } from '../../../src/model/values';
import { rfc5952 } from '../../../src/show/common/ipv6-text';
import { compareKeys, type FactAdapter, field, listField } from '../adapter';
import type { NtcRecord } from '../cases';

const iface = (raw: string): string => canonicalInterfaceName(raw, 'mikrotik_routeros');
const mac = (raw: string): string => normalizeMac(raw) ?? raw;
/** The ntc folder's command as typed at the RouterOS prompt (`/ip arp print`). */
const slash = (dir: string): string => `/${dir.replace(/_/g, ' ')}`;

/** Flags of a record, wherever the template keeps them (`flags`, `status`, `dynamic`, …). */
function flagsOf(record: NtcRecord): string {
  return ['flags', 'status', 'dynamic', 'slave', 'disabled', 'invalid', 'local', 'external']
    .map((name) => field(record, name))
    .join('');
}

/** An interface record's facts: name, admin and link state from the flags, MTU, MAC, comment. */
function interfaceCheck(expected: NtcRecord[], facts: DeviceFacts): string[] {
  return compareKeys(
    'interface',
    expected.map((r) => {
      const flags = flagsOf(r);
      const mtuText = field(r, 'actual_mtu') || field(r, 'mtu');
      const mtu = /^\d+$/.test(mtuText) ? mtuText : '';
      const comment = listField(r, 'description').join(' ') || field(r, 'comment');
      return `${iface(field(r, 'name'))}|admin=${!flags.includes('X')}|oper=${flags.includes('R')}|${mtu}|${mac(field(r, 'mac_address'))}|${comment}`;
    }),
    (facts.interfaces ?? []).map(
      (i) =>
        `${i.name}|admin=${i.adminUp}|oper=${i.operUp}|${i.mtu ?? ''}|${i.mac ?? ''}|${i.description ?? ''}`,
    ),
  );
}

/** A route's facts: prefix, protocol, gateways and distance. */
function routeCheck(expected: NtcRecord[], facts: DeviceFacts): string[] {
  const protocolOf = (flags: string, type: string): string => {
    if (/[Cc]/.test(flags)) return 'connected';
    if (/[Ss]/.test(flags)) return 'static';
    if (flags.includes('b')) return 'bgp';
    if (flags.includes('o')) return 'ospf';
    if (flags.includes('B') || type === 'blackhole') return 'static';
    return 'other';
  };
  return compareKeys(
    'route',
    expected
      .filter((r) => !flagsOf(r).includes('X'))
      .map((r) => {
        const prefix =
          field(r, 'dst_address') ||
          `${field(r, 'network') || field(r, 'destination_address')}/${field(r, 'mask') || field(r, 'destination_address_subnet')}`;
        const [address = '', length = ''] = prefix.split('/');
        const flags = flagsOf(r) + field(r, 'protocol') + field(r, 'discard_packet');
        const gateways = field(r, 'gateway')
          .split(',')
          .filter((g) => g !== '')
          .map((g) => rfc5952(g));
        const discard = flags.includes('B') || field(r, 'type') === 'blackhole' ? 'discard' : '';
        return `${rfc5952(address)}/${length}|${protocolOf(flags, field(r, 'type'))}|${[discard, ...gateways].filter((g) => g).join(',')}|${field(r, 'distance')}`;
      }),
    (facts.routes ?? []).map((route) => {
      const hops = route.nextHops.map((h) => (h.discard ? 'discard' : (h.ip ?? h.interface ?? '')));
      return `${route.prefix}|${route.protocol}|${hops.join(',')}|${route.distance ?? ''}`;
    }),
  );
}

/** Fact adapters of the `mikrotik_routeros` ntc-templates cases. */
export const mikrotikRouterosAdapters: FactAdapter[] = [
  {
    commandDir: 'system_identity_print',
    command: slash('system_identity_print'),
    check: (expected, facts) => {
      const name = field(expected[0] ?? {}, 'name');
      return name === facts.hostname ? [] : [`hostname: expected ${name}, read ${facts.hostname}`];
    },
  },
  {
    commandDir: 'system_resource_print',
    command: slash('system_resource_print'),
    check: (expected, facts) => {
      const record = expected[0] ?? {};
      const out: string[] = [];
      const version = field(record, 'version').split(' ')[0];
      if (version !== facts.system?.osVersion)
        out.push(`version: expected ${version}, read ${facts.system?.osVersion}`);
      if (field(record, 'board_name') !== facts.system?.model) {
        out.push(`model: expected ${field(record, 'board_name')}, read ${facts.system?.model}`);
      }
      const units: [string, number][] = [
        ['uptime_weeks', 604800],
        ['uptime_days', 86400],
        ['uptime_hours', 3600],
        ['uptime_minutes', 60],
        ['uptime_seconds', 1],
      ];
      const seconds = units.reduce(
        (sum, [name, factor]) => sum + Number(field(record, name) || 0) * factor,
        0,
      );
      const fromText = parseUptimeSeconds(field(record, 'uptime'));
      if (seconds !== fromText)
        out.push(`ntc uptime fields (${seconds}) and uptime text (${fromText}) differ`);
      if (facts.system?.uptimeSeconds !== fromText) {
        out.push(`uptime: expected ${fromText}, read ${facts.system?.uptimeSeconds}`);
      }
      return out;
    },
  },
  {
    commandDir: 'system_routerboard_print',
    command: slash('system_routerboard_print'),
    check: (expected, facts) => {
      const record = expected[0] ?? {};
      const out: string[] = [];
      if (field(record, 'serial_number') !== facts.system?.serial) {
        out.push(`serial: expected ${field(record, 'serial_number')}, read ${facts.system?.serial}`);
      }
      if (field(record, 'hardware_model') !== facts.system?.model) {
        out.push(`model: expected ${field(record, 'hardware_model')}, read ${facts.system?.model}`);
      }
      return out;
    },
  },
  ...[
    'interface_print_brief',
    'interface_print_detail',
    'interface_print_terse_without-paging',
    'interface_ethernet_print',
  ].map(
    (dir): FactAdapter => ({
      commandDir: dir,
      command: slash(dir),
      check: interfaceCheck,
      ...(dir === 'interface_print_detail'
        ? {
            corrections: {
              mikrotik_routeros_interface_print_detail_01: {
                reason:
                  'item 18 (`pppoe-out1`, running, mtu 1400) is missing from the records: the template’s rows for lines with `ifname=` require a `mac-address=`, which a PPPoE client has not',
                correct: (expected: NtcRecord[]) => {
                  const at = expected.findIndex((r) => field(r, 'id') === '19');
                  const item18: NtcRecord = {
                    id: '18',
                    status: 'R',
                    name: 'pppoe-out1',
                    type: 'pppoe-out',
                    mtu: '1400',
                    actual_mtu: '1400',
                    description: [],
                  };
                  return at < 0
                    ? [...expected, item18]
                    : [...expected.slice(0, at), item18, ...expected.slice(at)];
                },
              },
            },
          }
        : {}),
    }),
  ),
  {
    commandDir: 'interface_vlan_print_detail',
    command: slash('interface_vlan_print_detail'),
    check: (expected, facts) =>
      compareKeys(
        'vlan interface',
        expected.map(
          (r) =>
            `${iface(field(r, 'name'))}|${field(r, 'vlan_id')}|${iface(field(r, 'parent_interface'))}|${listField(r, 'description').join(' ')}|oper=${field(r, 'status').includes('R')}`,
        ),
        (facts.interfaces ?? []).map(
          (i) => `${i.name}|${i.vlanId ?? ''}|${i.parent ?? ''}|${i.description ?? ''}|oper=${i.operUp}`,
        ),
      ),
  },
  {
    commandDir: 'interface_bonding_print_detail',
    command: slash('interface_bonding_print_detail'),
    check: (expected, facts) =>
      compareKeys(
        'bond',
        expected.map(
          (r) =>
            `${iface(field(r, 'name'))}|${field(r, 'mode') === '802.3ad' ? 'lacp' : 'static'}|${field(
              r,
              'slaves',
            )
              .split(',')
              .map(iface)
              .join(',')}`,
        ),
        (facts.lags ?? []).map(
          (l) => `${l.name}|${l.protocol}|${l.members.map((m) => m.interface).join(',')}`,
        ),
      ),
  },
  {
    commandDir: 'interface_bridge_host_print_terse_without-paging',
    command: slash('interface_bridge_host_print_terse_without-paging'),
    check: (expected, facts) =>
      compareKeys(
        'mac',
        // Disabled and invalid entries forward nothing: they are no MAC-on-port facts. Local (`L`) entries are
        // the bridge's own MACs.
        expected
          .filter((r) => field(r, 'disabled') === '' && field(r, 'invalid') === '')
          .map(
            (r) =>
              `${mac(field(r, 'mac_address'))}|${iface(field(r, 'on_interface') || field(r, 'interface'))}|${field(r, 'vlan_id')}|${field(r, 'local') ? 'system' : field(r, 'dynamic') ? 'dynamic' : 'static'}`,
          ),
        (facts.macTable ?? []).map((m) => `${m.mac}|${m.interface ?? ''}|${m.vlan ?? ''}|${m.type}`),
      ),
  },
  {
    commandDir: 'ip_address_print',
    command: slash('ip_address_print'),
    check: (expected, facts) =>
      compareKeys(
        'address',
        // Disabled and invalid addresses are not on their interface.
        expected
          .filter((r) => !/[XI]/.test(field(r, 'flags')))
          .map((r) => `${iface(field(r, 'interface'))}|${field(r, 'ip')}/${field(r, 'subnet')}`),
        (facts.interfaces ?? []).flatMap((i) =>
          [...i.ipv4, ...i.ipv6].map((a) => `${i.name}|${a.address}/${a.prefixLength}`),
        ),
      ),
  },
  ...['ip_arp_print', 'ip_arp_print_terse_without-paging', 'ip_arp_print_without-paging'].map(
    (dir): FactAdapter => ({
      commandDir: dir,
      command: slash(dir),
      check: (expected, facts) =>
        compareKeys(
          'arp',
          expected
            .filter((r) => !field(r, 'flags').includes('X'))
            .map(
              (r) =>
                `${field(r, 'ip_address') || field(r, 'address')}|${field(r, 'mac_address') ? mac(field(r, 'mac_address')) : ''}|${field(r, 'interface') ? iface(field(r, 'interface')) : ''}|${field(r, 'flags').includes('D') ? 'dynamic' : 'static'}`,
            ),
          (facts.arp ?? []).map((a) => `${a.ip}|${a.mac ?? ''}|${a.interface ?? ''}|${a.type}`),
        ),
    }),
  ),
  {
    commandDir: 'ip_neighbor_print_detail',
    command: slash('ip_neighbor_print_detail'),
    check: (expected, facts) =>
      compareKeys(
        'neighbor',
        expected.map((r) => {
          const ips = [field(r, 'ipv4_address'), field(r, 'ipv6_address'), field(r, 'ip_address')]
            .filter((a) => a !== '')
            .map(rfc5952)
            .filter((a, i, all) => all.indexOf(a) === i);
          return `${iface(field(r, 'interface').split(',')[0] ?? '')}|${field(r, 'identity')}|${field(r, 'interface_name')}|${mac(field(r, 'mac_address'))}|${ips.join(',')}|${field(r, 'version')}`;
        }),
        (facts.neighbors ?? []).map(
          (n) =>
            `${n.localInterface}|${n.remoteName ?? ''}|${n.remotePort ?? ''}|${n.remoteChassisId ?? ''}|${(n.remoteManagementIps ?? []).join(',')}|${n.remoteSoftware ?? ''}`,
        ),
      ),
  },
  ...['ip_route_print_detail', 'ip_route_print_terse', 'ip_route_print_terse_without-paging'].map(
    (dir): FactAdapter => ({ commandDir: dir, command: slash(dir), check: routeCheck }),
  ),
];
