import { interfaceKey } from '../../../src/model/interface-names';
import type { DeviceFacts, NormalizedInterface, Platform } from '../../../src/model/types';
import { expandVlanRanges, normalizeMac, parseSpeedMbps } from '../../../src/model/values';
import { compareKeys, type FactAdapter, field, listField } from '../adapter';

/**
 * Fact adapters of the `cisco_ios` ntc-templates cases, and the comparison functions the `cisco_nxos` adapters
 * share. Both sides are normalised the same way (canonical interface names, MACs in colon form), so the checks
 * compare facts, not spellings.
 */

/** A comparable interface key on both sides; `''` for nothing. */
export function ifKey(raw: string | undefined, platform: Platform): string {
  if (raw === undefined) return '';
  const text = raw.trim();
  return text === '' ? '' : interfaceKey(text, platform);
}

/** A comparable MAC on both sides: colon form, or the text in lower case when it is not a MAC. */
export function macKey(raw: string | undefined): string {
  if (raw === undefined) return '';
  return normalizeMac(raw) ?? raw.trim().toLowerCase();
}

/** One fact as named values, ready to compare. */
export type Row = Record<string, string>;

/**
 * Pairs expected rows with read rows: a read row matches when every field the expected row states is equal.
 * Fields listed in `optional` are compared only when the expected row states them (non-empty); templates leave
 * a field empty where their regex did not capture it, which is no claim that the device printed nothing.
 * Answers the unmatched rows on both sides as mismatch lines.
 */
export function matchRows(
  what: string,
  expected: readonly Row[],
  actual: readonly Row[],
  optional: readonly string[] = [],
): string[] {
  const unused = [...actual];
  const out: string[] = [];
  for (const want of expected) {
    const at = unused.findIndex((got) =>
      Object.entries(want).every(
        ([key, value]) => (optional.includes(key) && value === '') || (got[key] ?? '') === value,
      ),
    );
    if (at >= 0) unused.splice(at, 1);
    else out.push(`${what}: missing ${JSON.stringify(want)}`);
  }
  for (const got of unused) out.push(`${what}: unexpected ${JSON.stringify(got)}`);
  return out;
}

/** Compares two sets of strings (order and repeats ignored). */
export function compareSets(what: string, expected: readonly string[], actual: readonly string[]): string[] {
  return compareKeys(what, [...new Set(expected)], [...new Set(actual)]);
}

/** Compares one value; `undefined` and `''` are the same. */
export function compareValue(what: string, expected: string, actual: string | number | undefined): string[] {
  const got = actual === undefined ? '' : String(actual);
  return got === expected
    ? []
    : [`${what}: expected ${JSON.stringify(expected)}, read ${JSON.stringify(got)}`];
}

const IOS: Platform = 'cisco_ios';

const showVersion: FactAdapter = {
  commandDir: 'show_version',
  check: (expected, facts) => {
    const out: string[] = [];
    const system = facts.system ?? {};
    const members = system.stackMembers ?? [];
    for (const record of expected) {
      out.push(...compareValue('hostname', field(record, 'hostname'), facts.hostname));
      out.push(...compareValue('version', field(record, 'version'), system.osVersion));
      out.push(...compareValue('image', field(record, 'software_image'), system.image));
      out.push(...compareValue('uptime', field(record, 'uptime'), system.uptimeText));
      const serials = [system.serial, ...members.map((m) => m.serial)].filter((s): s is string => !!s);
      out.push(...compareSets('serials', listField(record, 'serial'), serials));
      const models = [system.model, ...members.map((m) => m.model)].filter((s): s is string => !!s);
      out.push(...compareSets('models', listField(record, 'hardware'), models));
      const macs = [system.baseMac, ...members.map((m) => m.baseMac)].filter((s): s is string => !!s);
      out.push(...compareSets('base MACs', listField(record, 'mac_address').map(macKey), macs.map(macKey)));
    }
    return out;
  },
};

const showInventory: FactAdapter = {
  commandDir: 'show_inventory',
  check: (expected, facts) =>
    matchRows(
      'inventory',
      expected.map((r) => ({
        name: field(r, 'name'),
        model: field(r, 'pid'),
        serial: field(r, 'sn'),
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

/** The model's duplex word of a device's duplex text (`Full-duplex`, `a-full`, `Auto Duplex`), or `''`. */
export function duplexKey(text: string): string {
  const word = /^(?:a-)?(full|half|auto)/i.exec(text.trim())?.[1];
  return word ? word.toLowerCase() : '';
}

/** A speed in Mbit/s as text, `''` when the text gives none (`auto`, `Auto-speed`). */
export function speedKey(text: string): string {
  const speed = parseSpeedMbps(text);
  return speed === undefined ? '' : String(speed);
}

const showInterfaces: FactAdapter = {
  commandDir: 'show_interfaces',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'interface'), IOS),
        adminUp: String(field(r, 'link_status') !== 'administratively down'),
        operUp: String(field(r, 'protocol_status').startsWith('up')),
        description: field(r, 'description'),
        mac: macKey(field(r, 'mac_address')),
        ipv4: field(r, 'ip_address') === '' ? '' : `${field(r, 'ip_address')}/${field(r, 'prefix_length')}`,
        mtu: field(r, 'mtu'),
        duplex: duplexKey(field(r, 'duplex')),
        speed: speedKey(field(r, 'speed')),
        inErrors: field(r, 'input_errors'),
        crc: field(r, 'crc'),
        outErrors: field(r, 'output_errors'),
        vlan: field(r, 'vlan_id'),
      })),
      (facts.interfaces ?? [])
        .filter((i) => i.statusText !== undefined)
        .map((i) => ({
          name: ifKey(i.name, IOS),
          adminUp: String(i.adminUp),
          operUp: String(i.operUp),
          description: i.description ?? '',
          mac: i.mac ?? '',
          ipv4: i.ipv4.map((a) => `${a.address}/${a.prefixLength}`).join(' '),
          mtu: i.mtu === undefined ? '' : String(i.mtu),
          duplex: i.duplex ?? '',
          speed: i.speedMbps === undefined ? '' : String(i.speedMbps),
          inErrors: String(i.counters?.inErrors ?? ''),
          crc: String(i.counters?.crc ?? ''),
          outErrors: String(i.counters?.outErrors ?? ''),
          vlan: i.vlanId === undefined ? '' : String(i.vlanId),
        })),
      ['mac', 'mtu', 'inErrors', 'crc', 'outErrors'],
    ),
  knownGaps: {
    cisco_ios_show_interfaces: {
      reason:
        "the sample joins two devices' outputs (an IOSv switch's, then an ASR1001's GigabitEthernet0/2); a file is one device, which has one GigabitEthernet0/2, so the parser keeps the last listing and warns `repeated-record`",
      concerns: ['"gigabitethernet0/2"'],
    },
  },
};

/** The VLAN cell of a status table as the model says it: access VLAN number, or the mode. */
function statusVlanOf(record: NormalizedInterface): string {
  if (record.mode === 'access' && record.accessVlan !== undefined) return String(record.accessVlan);
  return record.mode ?? '';
}

/** The VLAN cell of a status table row as a fact (`1` → `1`, `trunk`, `routed`; other cells say no mode). */
function expectedStatusVlan(cell: string): string {
  if (/^\d+$/.test(cell) || cell === 'trunk' || cell === 'routed') return cell;
  return '';
}

export function statusAdapter(platform: Platform, commandDir: string): FactAdapter {
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'interfaces',
        expected.map((r) => ({
          name: ifKey(field(r, 'port'), platform),
          status: field(r, 'status'),
          description: field(r, 'name') === '--' ? '' : field(r, 'name'),
          vlan: expectedStatusVlan(field(r, 'vlan_id')),
          duplex: duplexKey(field(r, 'duplex')),
          speed: speedKey(field(r, 'speed')),
        })),
        (facts.interfaces ?? []).map((i) => ({
          name: ifKey(i.name, platform),
          status: i.statusText ?? '',
          description: i.description ?? '',
          vlan: statusVlanOf(i),
          duplex: i.duplex ?? '',
          speed: i.speedMbps === undefined ? '' : String(i.speedMbps),
        })),
      ),
  };
}

const showInterfacesDescription: FactAdapter = {
  commandDir: 'show_interfaces_description',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'port'), IOS),
        adminUp: String(!field(r, 'status').startsWith('admin')),
        operUp: String(field(r, 'protocol') === 'up'),
        description: field(r, 'description'),
      })),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, IOS),
        adminUp: String(i.adminUp),
        operUp: String(i.operUp),
        description: i.description ?? '',
      })),
    ),
};

/** A VLAN id as text when the text is one (1–4094), else `''`: `0 (Inactive)` names no VLAN. */
export function vlanKey(text: string): string {
  const value = /^\d+$/.test(text) ? Number(text) : 0;
  return value >= 1 && value <= 4094 ? String(value) : '';
}

/** The model's switchport mode of a mode text of `show interfaces switchport`. */
function expectedMode(operational: string, administrative: string): string {
  const pick = (text: string): string => {
    const t = text.replace(/\s*\(.*$/, '').toLowerCase();
    if (t === 'static access' || t === 'access') return 'access';
    if (t === 'trunk') return 'trunk';
    if (t.startsWith('dynamic')) return 'dynamic';
    if (t === 'tunnel' || t === 'dot1q-tunnel') return 'dot1q-tunnel';
    return '';
  };
  return pick(operational) || pick(administrative);
}

export function switchportAdapter(platform: Platform, commandDir: string): FactAdapter {
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'switchports',
        expected.map((r) => {
          const mode =
            field(r, 'switchport') === 'Disabled'
              ? 'routed'
              : expectedMode(field(r, 'mode'), field(r, 'admin_mode'));
          const trunk = mode === 'trunk' || mode === 'dynamic';
          const access = mode === 'access' || mode === 'dynamic';
          const vlans = listField(r, 'trunking_vlans').join(',');
          return {
            name: ifKey(field(r, 'interface'), platform),
            mode,
            access: access ? vlanKey(field(r, 'access_vlan')) : '',
            native: trunk ? vlanKey(field(r, 'native_vlan')) : '',
            voice: vlanKey(field(r, 'voice_vlan')),
            allowed: trunk && vlans !== '' ? JSON.stringify(expandVlanRanges(vlans)) : '',
          };
        }),
        (facts.interfaces ?? []).map((i) => ({
          name: ifKey(i.name, platform),
          mode: i.mode ?? '',
          access: i.accessVlan === undefined ? '' : String(i.accessVlan),
          native: i.nativeVlan === undefined ? '' : String(i.nativeVlan),
          voice: i.voiceVlan === undefined ? '' : String(i.voiceVlan),
          allowed: i.allowedVlans === undefined ? '' : JSON.stringify(i.allowedVlans),
        })),
      ),
  };
}

const showInterfaceLink: FactAdapter = {
  commandDir: 'show_interface_link',
  command: 'show interfaces link',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'port'), IOS),
        description: field(r, 'name'),
        operUp: String(field(r, 'uptime') !== '' || /^(?:00:00:00|0+ secs?)$/.test(field(r, 'downtime'))),
      })),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, IOS),
        description: i.description ?? '',
        operUp: String(i.operUp),
      })),
    ),
  knownGaps: {
    cisco_ios_show_interface_link: {
      reason:
        'the sample joins two switches’ tables (Te1/0/31 to Te1/0/45 are listed twice, with other names); a file is one device, so the parser keeps the last listing of a port and warns `repeated-record`',
      concerns: [31, 32, 33, 34, 37, 43, 44, 45].map((n) => `"tengigabitethernet1/0/${n}"`),
    },
  },
};

const showIpInterfaceBrief: FactAdapter = {
  commandDir: 'show_ip_interface_brief',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => ({
        name: ifKey(field(r, 'interface'), IOS),
        address: field(r, 'ip_address') === 'unassigned' ? '' : field(r, 'ip_address'),
        adminUp: String(!field(r, 'status').startsWith('administratively')),
        operUp: String(field(r, 'proto') === 'up'),
      })),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, IOS),
        address: (i.ipv4WithoutPrefix ?? []).join(' '),
        adminUp: String(i.adminUp),
        operUp: String(i.operUp),
      })),
    ),
};

const showIpInterface: FactAdapter = {
  commandDir: 'show_ip_interface',
  check: (expected, facts) =>
    matchRows(
      'interfaces',
      expected.map((r) => {
        const lengths = listField(r, 'prefix_length');
        return {
          name: ifKey(field(r, 'interface'), IOS),
          adminUp: String(field(r, 'link_status') !== 'administratively down'),
          operUp: String(field(r, 'protocol_status').startsWith('up')),
          addresses: listField(r, 'ip_address')
            .map((a, i) => `${a}/${lengths[i] ?? ''}`)
            .join(' '),
          vrf: field(r, 'vrf'),
          mtu: field(r, 'mtu'),
          aclIn: field(r, 'inbound_acl'),
          aclOut: field(r, 'outgoing_acl'),
        };
      }),
      (facts.interfaces ?? []).map((i) => ({
        name: ifKey(i.name, IOS),
        adminUp: String(i.adminUp),
        operUp: String(i.operUp),
        addresses: i.ipv4.map((a) => `${a.address}/${a.prefixLength}`).join(' '),
        // The template's VRF is the last `… VPN Routing/Forwarding "X"` line of the interface: a tunnel's
        // transport VRF (`Tunnel VPN Routing/Forwarding`) when it has one, printed after its own VRF.
        vrf: i.tunnelVrf ?? i.vrf ?? '',
        mtu: i.mtu === undefined ? '' : String(i.mtu),
        aclIn: i.accessGroups?.in ?? '',
        aclOut: i.accessGroups?.out ?? '',
      })),
    ),
};

export function vlanAdapter(platform: Platform, commandDir: string, named: boolean): FactAdapter {
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'vlans',
        expected.map((r) => ({
          id: field(r, 'vlan_id'),
          name: named ? field(r, 'vlan_name') || field(r, 'name') : '',
          ports: listField(r, 'interfaces')
            .map((p) => ifKey(p, platform))
            .sort()
            .join(' '),
        })),
        (facts.vlans ?? []).map((v) => ({
          id: String(v.id),
          name: named ? (v.name ?? '') : '',
          ports: (v.interfaces ?? [])
            .map((p) => ifKey(p, platform))
            .sort()
            .join(' '),
        })),
      ),
  };
}

/** The neighbour facts of the facts as rows: local port, remote name, remote port, first management IP. */
export function neighborRows(facts: DeviceFacts, platform: Platform): Row[] {
  return (facts.neighbors ?? []).map((n) => ({
    local: ifKey(n.localInterface, platform),
    name: n.remoteName ?? '',
    port: n.remotePortKind === 'mac' ? macKey(n.remotePort) : ifKey(n.remotePort, platform),
    portDescription: n.remotePortDescription ?? '',
    chassis: macKey(n.remoteChassisId),
    mgmt: n.remoteManagementIps?.[0] ?? '',
    platform: n.remotePlatform ?? '',
    software: n.remoteSoftware ?? '',
    vlan: n.remoteNativeVlan === undefined ? '' : String(n.remoteNativeVlan),
  }));
}

/** Keeps the named fields of rows, so that both sides compare the same facts. */
export function pick(rows: readonly Row[], keys: readonly string[]): Row[] {
  return rows.map((row) => Object.fromEntries(keys.map((k) => [k, row[k] ?? ''])));
}

/** A remote port as a comparable key: a MAC in colon form, else the interface key. */
export function remotePortKey(text: string, platform: Platform): string {
  return normalizeMac(text) !== undefined && !/^\d+$/.test(text) ? macKey(text) : ifKey(text, platform);
}

export function cdpAdapter(platform: Platform, commandDir: string, detail: boolean): FactAdapter {
  const keys = detail
    ? ['local', 'name', 'port', 'mgmt', 'platform', 'software']
    : ['local', 'name', 'port', 'platform'];
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'neighbors',
        expected.map((r) =>
          Object.fromEntries(
            Object.entries({
              local: ifKey(field(r, 'local_interface'), platform),
              name: field(r, detail && platform === 'cisco_nxos' ? 'chassis_id' : 'neighbor_name'),
              port: ifKey(field(r, 'neighbor_interface'), platform),
              mgmt: field(r, 'mgmt_address'),
              platform: field(r, 'platform').trim(),
              software: field(r, 'neighbor_description'),
            }).filter(([k]) => keys.includes(k)),
          ),
        ),
        pick(neighborRows(facts, platform), keys),
      ),
  };
}

export function lldpAdapter(platform: Platform, commandDir: string, detail: boolean): FactAdapter {
  const keys = detail
    ? ['local', 'name', 'port', 'portDescription', 'chassis', 'mgmt', 'software', 'platform']
    : ['local', 'name', 'port'];
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'neighbors',
        expected.map((r) => {
          const row: Row = detail
            ? {
                local: ifKey(field(r, 'local_interface'), platform),
                name: field(r, 'neighbor_name'),
                port: remotePortKey(field(r, 'neighbor_port_id') || field(r, 'neighbor_interface'), platform),
                portDescription: field(r, 'neighbor_port_id') === '' ? '' : field(r, 'neighbor_interface'),
                chassis: macKey(field(r, 'chassis_id')),
                mgmt: field(r, 'mgmt_address'),
                software: field(r, 'neighbor_description'),
                platform: field(r, 'platform'),
              }
            : {
                local: ifKey(field(r, 'local_interface'), platform),
                name: field(r, 'neighbor_name'),
                port: remotePortKey(field(r, 'neighbor_interface'), platform),
              };
          return row;
        }),
        pick(neighborRows(facts, platform), keys),
        // NX-OS detail records carry no port description field of their own; the table template leaves the
        // Device ID empty when it wrapped onto its own line above a row with no capability.
        detail ? ['portDescription', 'platform'] : ['name'],
      ),
  };
}

/** Ports the switch itself stands behind: their entries have no interface. */
function macPortKey(port: string, platform: Platform): string {
  return /^(?:cpu|router|switch|drop|sup-\S+|\S+\(R\))$/i.test(port) ? '' : ifKey(port, platform);
}

export function macAdapter(platform: Platform, commandDir: string): FactAdapter {
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'mac entries',
        expected.map((r) => ({
          mac: macKey(field(r, 'destination_address') || field(r, 'mac_address')),
          vlan: vlanKey(field(r, 'vlan_id') || field(r, 'vlan')),
          port: macPortKey(listField(r, 'destination_port')[0] ?? field(r, 'ports'), platform),
          type: field(r, 'type').toLowerCase(),
        })),
        (facts.macTable ?? []).map((e) => ({
          mac: e.mac,
          vlan: e.vlan === undefined ? '' : String(e.vlan),
          port: ifKey(e.interface, platform),
          type: e.type,
        })),
      ),
  };
}

export function arpAdapter(platform: Platform, commandDir: string): FactAdapter {
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'arp entries',
        expected.map((r) => {
          const mac = field(r, 'hardware_address') || field(r, 'mac_address') || field(r, 'mac');
          return {
            ip: field(r, 'address') || field(r, 'ip_address'),
            mac: normalizeMac(mac) ?? '',
            interface: ifKey(field(r, 'interface') === '-' ? '' : field(r, 'interface'), platform),
          };
        }),
        (facts.arp ?? []).map((e) => ({
          ip: e.ip,
          mac: e.mac ?? '',
          interface: ifKey(e.interface, platform),
        })),
      ),
  };
}

/** The model's protocol of an IOS route code letter, as documented in the legend of `show ip route`. */
const IOS_ROUTE_PROTOCOL: Record<string, string> = {
  C: 'connected',
  L: 'local',
  S: 'static',
  R: 'rip',
  B: 'bgp',
  D: 'eigrp',
  O: 'ospf',
  i: 'isis',
  o: 'odr',
  H: 'nhrp',
  l: 'lisp',
};

/** One row per next hop of each route (templates give one record per path). */
export function routeRows(facts: DeviceFacts, platform: Platform, defaultVrf = ''): Row[] {
  const out: Row[] = [];
  for (const route of facts.routes ?? []) {
    for (const hop of route.nextHops.length > 0 ? route.nextHops : [{}]) {
      out.push({
        vrf: route.vrf ?? defaultVrf,
        prefix: route.prefix,
        protocol: route.protocol,
        code: (route.protocolCode ?? '').replace(/[^A-Za-z0-9]/g, ''),
        subtype: route.subtype ?? '',
        distance: route.distance === undefined ? '' : String(route.distance),
        metric: route.metric === undefined ? '' : String(route.metric),
        ip: hop.ip ?? '',
        interface: ifKey(hop.interface, platform),
        hopVrf: hop.vrf ?? '',
      });
    }
  }
  return out;
}

const showIpRoute: FactAdapter = {
  commandDir: 'show_ip_route',
  check: (expected, facts) =>
    matchRows(
      'routes',
      expected.map((r) => ({
        vrf: field(r, 'vrf'),
        prefix: `${field(r, 'network')}/${field(r, 'prefix_length')}`,
        protocol: IOS_ROUTE_PROTOCOL[field(r, 'protocol')] ?? 'other',
        code: `${field(r, 'protocol')}${field(r, 'type')}`,
        distance: field(r, 'distance'),
        metric: field(r, 'metric'),
        ip: field(r, 'nexthop_ip'),
        interface: ifKey(field(r, 'nexthop_if'), IOS),
        hopVrf: field(r, 'nexthop_vrf'),
      })),
      pick(routeRows(facts, IOS), [
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

const STP_ROLE: Record<string, string> = {
  Root: 'root',
  Desg: 'designated',
  Altn: 'alternate',
  Back: 'backup',
  Mstr: 'master',
};
const STP_STATE: Record<string, string> = {
  FWD: 'forwarding',
  BLK: 'blocking',
  LRN: 'learning',
  LIS: 'listening',
  BKN: 'broken',
};

const showSpanningTree: FactAdapter = {
  commandDir: 'show_spanning-tree',
  check: (expected, facts) =>
    matchRows(
      'stp ports',
      expected.map((r) => ({
        vlan: field(r, 'vlan_id'),
        interface: ifKey(field(r, 'interface'), IOS),
        role: STP_ROLE[field(r, 'role')] ?? field(r, 'role'),
        state: STP_STATE[field(r, 'status')] ?? field(r, 'status'),
        cost: field(r, 'cost'),
        priority: field(r, 'port_priority'),
        portId: `${field(r, 'port_priority')}.${field(r, 'port_id')}`,
        type: field(r, 'type'),
      })),
      (facts.stp?.instances ?? []).flatMap((instance) =>
        instance.ports.map((p) => ({
          vlan: String(instance.vlan ?? ''),
          interface: ifKey(p.interface, IOS),
          role: p.role,
          state: p.state,
          cost: String(p.cost ?? ''),
          priority: String(p.priority ?? ''),
          portId: p.portId ?? '',
          type: p.type ?? '',
        })),
      ),
    ),
};

export function stpRootAdapter(platform: Platform, commandDir: string): FactAdapter {
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'stp roots',
        expected.map((r) => {
          const port = field(r, 'root_port');
          return {
            name: field(r, 'vlan_id'),
            priority: field(r, 'priority'),
            mac: macKey(field(r, 'root_id')),
            cost: field(r, 'root_cost'),
            port: /^This bridge is (?:the )?root$/i.test(port) ? '' : ifKey(port, platform),
          };
        }),
        (facts.stp?.instances ?? []).map((i) => ({
          name: i.name,
          priority: String(i.rootPriority ?? ''),
          mac: i.rootMac ?? '',
          cost: String(i.rootCost ?? ''),
          port: ifKey(i.rootPort, platform),
        })),
      ),
  };
}

export function lagAdapter(platform: Platform, commandDir: string): FactAdapter {
  return {
    commandDir,
    check: (expected, facts) =>
      matchRows(
        'lags',
        expected.map((r) => {
          const states = listField(r, 'member_interface_status');
          return {
            name: ifKey(field(r, 'bundle_name'), platform),
            protocol: field(r, 'bundle_protocol')
              .toLowerCase()
              .replace(/^(?:none|-)$/, 'static'),
            up: String(field(r, 'bundle_status').includes('U')),
            // `--` stands for no member.
            members: listField(r, 'member_interface')
              .filter((m) => m !== '--')
              .map((m, i) => `${ifKey(m, platform)}(${states[i] ?? ''})`)
              .join(' '),
          };
        }),
        (facts.lags ?? []).map((l) => ({
          name: ifKey(l.name, platform),
          protocol: l.protocol ?? '',
          up: String(l.operUp),
          members: l.members.map((m) => `${ifKey(m.interface, platform)}(${m.state ?? ''})`).join(' '),
        })),
      ),
  };
}

/** Fact adapters of the `cisco_ios` ntc-templates cases. */
export const ciscoIosAdapters: FactAdapter[] = [
  showVersion,
  showInventory,
  showInterfaces,
  statusAdapter(IOS, 'show_interfaces_status'),
  showInterfacesDescription,
  switchportAdapter(IOS, 'show_interfaces_switchport'),
  showInterfaceLink,
  showIpInterfaceBrief,
  showIpInterface,
  vlanAdapter(IOS, 'show_vlan', true),
  vlanAdapter(IOS, 'show_vlans', false),
  cdpAdapter(IOS, 'show_cdp_neighbors', false),
  cdpAdapter(IOS, 'show_cdp_neighbors_detail', true),
  lldpAdapter(IOS, 'show_lldp_neighbors', false),
  lldpAdapter(IOS, 'show_lldp_neighbors_detail', true),
  macAdapter(IOS, 'show_mac-address-table'),
  arpAdapter(IOS, 'show_ip_arp'),
  arpAdapter(IOS, 'show_arp'),
  showIpRoute,
  showSpanningTree,
  stpRootAdapter(IOS, 'show_spanning-tree_root'),
  lagAdapter(IOS, 'show_etherchannel_summary'),
];
