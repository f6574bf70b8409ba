import type { NormalizedInterface, Platform } from '../../../src/model/types';
import { type FactAdapter, field, listField } from '../adapter';
import {
  arpAdapter,
  cdpAdapter,
  compareValue,
  duplexKey,
  ifKey,
  lagAdapter,
  lldpAdapter,
  macAdapter,
  macKey,
  matchRows,
  pick,
  routeRows,
  speedKey,
  statusAdapter,
  stpRootAdapter,
  switchportAdapter,
  vlanAdapter,
} from './cisco_ios';

/**
 * Fact adapters of the `cisco_nxos` ntc-templates cases. The comparison functions and the adapters of outputs
 * NX-OS shares with IOS live beside the `cisco_ios` adapters.
 */

const NXOS: Platform = 'cisco_nxos';

const showVersion: FactAdapter = {
  commandDir: 'show_version',
  check: (expected, facts) => {
    const out: string[] = [];
    const system = facts.system ?? {};
    for (const record of expected) {
      out.push(...compareValue('hostname', field(record, 'hostname'), facts.hostname));
      out.push(...compareValue('serial', field(record, 'serial'), system.serial));
      // The release is the first word; `[Maintenance Release]` and `[build …]` describe it.
      out.push(...compareValue('version', field(record, 'os').split(' ')[0] ?? '', system.osVersion));
      out.push(...compareValue('uptime', field(record, 'uptime'), system.uptimeText));
      // The template keeps one word of the chassis line (`C9396PX` of `Nexus9000 C9396PX`).
      const platform = field(record, 'platform');
      if (!(system.model ?? '').includes(platform) || platform === '') {
        out.push(
          `model: expected a model naming ${JSON.stringify(platform)}, read ${JSON.stringify(system.model)}`,
        );
      }
    }
    return out;
  },
};

const showHostname: FactAdapter = {
  commandDir: 'show_hostname',
  check: (expected, facts) =>
    expected.flatMap((r) => compareValue('hostname', field(r, 'hostname'), facts.hostname)),
};

const showInventory: FactAdapter = {
  commandDir: 'show_inventory',
  check: (expected, facts) =>
    matchRows(
      'inventory',
      expected.map((r) => ({
        name: field(r, 'name'),
        model: field(r, 'pid'),
        // `N/A` is no serial.
        serial: /^n\/a$/i.test(field(r, 'sn')) ? '' : field(r, 'sn'),
        description: field(r, 'descr'),
      })),
      (facts.inventory ?? []).map((item) => ({
        name: item.name,
        model: item.model ?? '',
        serial: item.serial ?? '',
        description: item.description ?? '',
      })),
    ),
};

const showModule: FactAdapter = {
  commandDir: 'show_module',
  check: (expected, facts) =>
    matchRows(
      'modules',
      expected.map((r) => ({
        name: `Slot ${field(r, 'module')}`,
        model: field(r, 'model'),
        description: field(r, 'type'),
      })),
      (facts.inventory ?? []).map((item) => ({
        name: item.name,
        model: item.model ?? '',
        description: item.description ?? '',
      })),
    ),
};

const showInterface: FactAdapter = {
  commandDir: 'show_interface',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'interface'), NXOS),
        operUp: String(field(r, 'link_status').startsWith('up')),
        description: field(r, 'description'),
        mac: macKey(field(r, 'mac_address')),
        ipv4: field(r, 'ip_address') === '' ? '' : `${field(r, 'ip_address')}/${field(r, 'prefix_length')}`,
        mtu: field(r, 'mtu'),
        mode: field(r, 'mode'),
        duplex: duplexKey(field(r, 'duplex')),
        speed: speedKey(field(r, 'speed')),
        inErrors: field(r, 'input_errors'),
        crc: field(r, 'crc'),
        outErrors: field(r, 'output_errors'),
        inDiscards: field(r, 'input_discards'),
        outDiscards: field(r, 'output_discards'),
      })),
      (facts.interfaces ?? [])
        .filter((i) => i.statusText !== undefined)
        .map((i) => ({
          name: ifKey(i.name, NXOS),
          operUp: String(i.operUp),
          description: i.description ?? '',
          mac: i.mac ?? '',
          ipv4: i.ipv4.map((a) => `${a.address}/${a.prefixLength}`).join(' '),
          mtu: i.mtu === undefined ? '' : String(i.mtu),
          mode: i.mode ?? '',
          duplex: i.duplex ?? '',
          speed: i.speedMbps === undefined ? '' : String(i.speedMbps),
          inErrors: String(i.counters?.inErrors ?? ''),
          crc: String(i.counters?.crc ?? ''),
          outErrors: String(i.counters?.outErrors ?? ''),
          inDiscards: String(i.counters?.inDiscards ?? ''),
          outDiscards: String(i.counters?.outDiscards ?? ''),
        })),
      ['mac', 'mtu', 'inErrors', 'crc', 'outErrors', 'inDiscards', 'outDiscards'],
    ),
};

const showInterfaceBrief: FactAdapter = {
  commandDir: 'show_interface_brief',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'interface'), NXOS),
        operUp: String(field(r, 'status') === 'up'),
        mode: /^(?:access|trunk|routed)$/.test(field(r, 'mode')) ? field(r, 'mode') : '',
        access: field(r, 'mode') === 'access' && /^\d+$/.test(field(r, 'vlan_id')) ? field(r, 'vlan_id') : '',
        speed: speedKey(field(r, 'speed').replace(/\([A-Z]\)$/, '')),
        lag: /^\d+$/.test(field(r, 'portch')) ? ifKey(`port-channel${field(r, 'portch')}`, NXOS) : '',
        address: /^\d/.test(field(r, 'ip_address')) ? field(r, 'ip_address').replace(/\/\d+$/, '') : '',
        description: field(r, 'description') === '--' ? '' : field(r, 'description'),
      })),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, NXOS),
        operUp: String(i.operUp),
        mode: i.mode ?? '',
        access: i.accessVlan === undefined ? '' : String(i.accessVlan),
        speed: i.speedMbps === undefined ? '' : String(i.speedMbps),
        lag: ifKey(i.lag, NXOS),
        address: [...(i.ipv4WithoutPrefix ?? []), ...i.ipv4.map((a) => a.address)].join(' '),
        description: i.description ?? '',
      })),
    ),
};

const showInterfaceDescription: FactAdapter = {
  commandDir: 'show_interface_description',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'port'), NXOS),
        description: field(r, 'description') === '--' ? '' : field(r, 'description'),
        speed: speedKey(field(r, 'speed')),
      })),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, NXOS),
        description: i.description ?? '',
        speed: i.speedMbps === undefined ? '' : String(i.speedMbps),
      })),
    ),
};

/** Addresses of an interface as `address/length`, primary first, then the secondaries. */
function addressesOf(i: NormalizedInterface): string {
  return i.ipv4.map((a) => `${a.address}/${a.prefixLength}${a.secondary ? ' secondary' : ''}`).join(', ');
}

/** Expected addresses from a primary address and subnet and the secondary lists of a record. */
function expectedAddresses(
  primary: string,
  subnet: string,
  secondaries: string[],
  subnets: string[],
): string {
  const length = (s: string): string => s.replace(/^.*\//, '');
  const out: string[] = [];
  if (/^\d/.test(primary)) out.push(`${primary}/${length(subnet)}`);
  secondaries.forEach((a, i) => {
    out.push(`${a}/${length(subnets[i] ?? '')} secondary`);
  });
  return out.join(', ');
}

const showIpInterface: FactAdapter = {
  commandDir: 'show_ip_interface',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'interface'), NXOS),
        vrf: field(r, 'vrf_name'),
        operUp: String(field(r, 'protocol_status').replace(/^protocol-/, '') === 'up'),
        adminUp: String(field(r, 'admin_status').replace(/^admin-/, '') === 'up'),
        addresses: expectedAddresses(
          field(r, 'primary_ip_address'),
          field(r, 'primary_ip_subnet'),
          listField(r, 'secondary_ip_address'),
          listField(r, 'secondary_ip_subnet'),
        ),
        mtu: field(r, 'mtu'),
        aclOut: field(r, 'acl_out'),
      })),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, NXOS),
        vrf: i.vrf ?? '',
        operUp: String(i.operUp),
        adminUp: String(i.adminUp),
        addresses: addressesOf(i),
        mtu: i.mtu === undefined ? '' : String(i.mtu),
        aclOut: i.accessGroups?.out ?? '',
      })),
    ),
};

const showIpInterfaceVrfAll: FactAdapter = {
  commandDir: 'show_ip_interface_vrf_all',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'interface'), NXOS),
        vrf: field(r, 'vrf'),
        operUp: String(field(r, 'proto') === 'protocol-up'),
        adminUp: String(field(r, 'status') === 'admin-up'),
        addresses: expectedAddresses(
          field(r, 'ip_address'),
          field(r, 'subnet'),
          listField(r, 'secondary_ip_address'),
          listField(r, 'secondary_ip_subnet'),
        ),
        mtu: field(r, 'mtu'),
        aclOut: field(r, 'acl_out'),
      })),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, NXOS),
        vrf: i.vrf ?? '',
        operUp: String(i.operUp),
        adminUp: String(i.adminUp),
        addresses: addressesOf(i),
        mtu: i.mtu === undefined ? '' : String(i.mtu),
        aclOut: i.accessGroups?.out ?? '',
      })),
    ),
};

const showIpInterfaceBrief: FactAdapter = {
  commandDir: 'show_ip_interface_brief',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'interface'), NXOS),
        vrf: field(r, 'vrf'),
        address: /^\d/.test(field(r, 'ip_address')) ? field(r, 'ip_address') : '',
        operUp: String(field(r, 'proto') === 'protocol-up'),
        adminUp: String(field(r, 'status') === 'admin-up'),
      })),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, NXOS),
        vrf: i.vrf ?? '',
        address: (i.ipv4WithoutPrefix ?? []).join(' '),
        operUp: String(i.operUp),
        adminUp: String(i.adminUp),
      })),
    ),
};

/** The model's protocol of an NX-OS route protocol name (`ospf-10` → `ospf`, `direct` → `connected`). */
function nxosProtocol(name: string): string {
  const family = name.replace(/-.*$/, '');
  if (family === 'direct') return 'connected';
  return /^(?:static|local|ospf|ospfv3|bgp|eigrp|rip|isis)$/.test(family) ? family : 'other';
}

const showIpRoute: FactAdapter = {
  commandDir: 'show_ip_route',
  check: (expected, facts) =>
    matchRows(
      'routes',
      expected.map((r) => ({
        vrf: field(r, 'vrf'),
        prefix: `${field(r, 'network')}/${field(r, 'prefix_length')}`,
        protocol: nxosProtocol(field(r, 'protocol')),
        code: field(r, 'protocol').replace(/[^A-Za-z0-9]/g, ''),
        distance: field(r, 'distance'),
        metric: field(r, 'metric'),
        ip: field(r, 'nexthop_ip'),
        interface: ifKey(field(r, 'nexthop_if'), NXOS),
        hopVrf: field(r, 'nexthop_vrf'),
      })),
      pick(routeRows(facts, NXOS), [
        'vrf',
        'prefix',
        'protocol',
        'code',
        'distance',
        'metric',
        'ip',
        'interface',
        'hopVrf',
      ]),
    ),
};

const showForwardingRoute: FactAdapter = {
  commandDir: 'show_forwarding_ipv4_route',
  check: (expected, facts) =>
    matchRows(
      'routes',
      expected.flatMap((r) => {
        const interfaces = listField(r, 'interface');
        return listField(r, 'nexthop').map((hop, i) => ({
          prefix: `${field(r, 'ip_address')}/${field(r, 'prefix_length')}`,
          ip: /^\d/.test(hop) ? hop : '',
          interface: ifKey(interfaces[i] ?? '', NXOS),
        }));
      }),
      pick(routeRows(facts, NXOS), ['prefix', 'ip', 'interface']),
    ),
};

/** Fact adapters of the `cisco_nxos` ntc-templates cases. */
export const ciscoNxosAdapters: FactAdapter[] = [
  showVersion,
  showHostname,
  showInventory,
  showModule,
  showInterface,
  showInterfaceBrief,
  statusAdapter(NXOS, 'show_interface_status'),
  showInterfaceDescription,
  switchportAdapter(NXOS, 'show_interface_switchport'),
  showIpInterface,
  showIpInterfaceVrfAll,
  showIpInterfaceBrief,
  vlanAdapter(NXOS, 'show_vlan', true),
  cdpAdapter(NXOS, 'show_cdp_neighbors', false),
  cdpAdapter(NXOS, 'show_cdp_neighbors_detail', true),
  lldpAdapter(NXOS, 'show_lldp_neighbors', false),
  lldpAdapter(NXOS, 'show_lldp_neighbors_detail', true),
  macAdapter(NXOS, 'show_mac_address-table'),
  arpAdapter(NXOS, 'show_ip_arp'),
  arpAdapter(NXOS, 'show_ip_arp_detail'),
  arpAdapter(NXOS, 'show_ip_arp_detail_vrf_all'),
  showIpRoute,
  showForwardingRoute,
  stpRootAdapter(NXOS, 'show_spanning-tree_root'),
  lagAdapter(NXOS, 'show_port-channel_summary'),
];
