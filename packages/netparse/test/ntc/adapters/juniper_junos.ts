import { canonicalInterfaceName } from '../../../src/model/interface-names';
import type { InventoryItem } from '../../../src/model/types';
import { normalizeMac } from '../../../src/model/values';
import { compareKeys, type FactAdapter, field, listField } from '../adapter';
import type { NtcRecord } from '../cases';

const iface = (raw: string): string => canonicalInterfaceName(raw, 'juniper_junos');
const mac = (raw: string): string => normalizeMac(raw) ?? raw;

/** The module kinds of the ntc `show chassis hardware` records, each a column prefix of one record. */
const HARDWARE_KINDS = [
  'chassis',
  'mid',
  'fpm',
  'ps',
  're',
  'cb',
  'afeb',
  'tfeb',
  'fan',
  'fpc',
  'cpu',
  'mic',
  'pic',
  'xcvr',
  'qxm',
] as const;

/** The records with the chassis row's serial and description as the row prints them. */
function chassisRow(expected: NtcRecord[], serial: string, description: string): NtcRecord[] {
  return expected.map((r) =>
    field(r, 'chassis_serial_number') === ''
      ? r
      : { ...r, chassis_serial_number: serial, chassis_description: description },
  );
}

function itemKey(description: string, serial: string, part: string, version: string): string {
  return [description, serial, part, version].join('|');
}

/** Fact adapters of the `juniper_junos` ntc-templates cases. */
export const juniperJunosAdapters: FactAdapter[] = [
  {
    commandDir: 'show_version',
    check: (expected, facts) => {
      const record = expected[0];
      if (!record) return ['no expected record'];
      const out: string[] = [];
      const want = {
        hostname: field(record, 'hostname'),
        model: field(record, 'model'),
        osVersion: field(record, 'junos_version'),
        serial: field(record, 'serial_number'),
      };
      const got = {
        hostname: facts.hostname ?? '',
        model: facts.system?.model ?? '',
        osVersion: facts.system?.osVersion ?? '',
        serial: facts.system?.serial ?? '',
      };
      for (const key of Object.keys(want) as (keyof typeof want)[]) {
        if (want[key] !== got[key]) out.push(`${key}: expected ${want[key]}, read ${got[key]}`);
      }
      return out;
    },
  },
  {
    commandDir: 'show_chassis_hardware',
    command: 'show chassis hardware',
    check: (expected, facts) => {
      // The records repeat parent modules on every child row: compare the distinct modules.
      const want = new Set<string>();
      for (const record of expected) {
        for (const kind of HARDWARE_KINDS) {
          const description = field(record, `${kind}_description`);
          const serial = field(record, `${kind}_serial_number`);
          if (description === '' && serial === '') continue;
          want.add(
            itemKey(description, serial, field(record, `${kind}_part`), field(record, `${kind}_version`)),
          );
        }
      }
      const got = new Set<string>();
      for (const item of facts.inventory ?? ([] as InventoryItem[])) {
        // A row with a name alone (`Pseudo CB 0`) carries nothing the records could hold.
        if (!item.description && !item.serial) continue;
        got.add(itemKey(item.description ?? '', item.serial ?? '', item.model ?? '', item.version ?? ''));
      }
      const out = compareKeys('module', [...want], [...got]);
      const chassis = expected.find((r) => field(r, 'chassis_serial_number') !== '');
      if (chassis && field(chassis, 'chassis_serial_number') !== facts.system?.serial) {
        out.push(
          `chassis serial: expected ${field(chassis, 'chassis_serial_number')}, read ${facts.system?.serial}`,
        );
      }
      return out;
    },
    corrections: {
      juniper_junos_show_chassis_hardware3: {
        reason:
          'the template’s `Chassis` rule (`^Chassis.*\\s+CHASSIS_SERIAL_NUMBER\\s+CHASSIS_DESCRIPTION$`, with a greedy `.*`) takes the last word but one as the serial, so a description with a space (`JNP204 [MX204]`) loses its first word to the serial; the row prints serial A0000',
        correct: (expected) => chassisRow(expected, 'A0000', 'JNP204 [MX204]'),
      },
      juniper_junos_show_chassis_hardware_dac_no_revision: {
        reason:
          'the same misreading of the `Chassis` row: the row prints serial XH3123120000 and description `Virtual Chassis`; the record reads serial `Virtual` and description `Chassis`',
        correct: (expected) => chassisRow(expected, 'XH3123120000', 'Virtual Chassis'),
      },
    },
  },
  {
    commandDir: 'show_chassis_firmware',
    command: 'show chassis firmware',
    check: (expected, facts) => {
      // U-Boot and loader rows: the template's VERSION is a fragment of the text (`- 11:27:42)` of
      // `U-Boot 1.1.6 (Feb  6 2008 - 11:27:42)`, `4.0` of `… 2.4.0`); their components and types are compared
      // here, their versions in the parser's unit test. ROM and O/S rows are compared with their version.
      const versioned = (type: string) => type === 'ROM' || type === 'O/S';
      return compareKeys(
        'firmware',
        expected.map((r) => {
          const type = field(r, 'type');
          return `${field(r, 'part')}|${type}|${versioned(type) ? field(r, 'version') : ''}`;
        }),
        (facts.firmware ?? []).map(
          (f) => `${f.component.replace(/^.* \/ /, '')}|${f.type}|${versioned(f.type) ? f.version : ''}`,
        ),
      );
    },
  },
  {
    commandDir: 'show_arp_no-resolve',
    command: 'show arp no-resolve',
    check: (expected, facts) =>
      compareKeys(
        'arp',
        expected.map(
          (r) => `${field(r, 'ip_address')}|${mac(field(r, 'mac_address'))}|${iface(field(r, 'interface'))}`,
        ),
        (facts.arp ?? []).map((a) => `${a.ip}|${a.mac ?? ''}|${a.interface ?? ''}`),
      ),
  },
  {
    commandDir: 'show_lldp_neighbors',
    check: (expected, facts) => {
      const out = compareKeys(
        'neighbor',
        expected.map(
          (r) =>
            `${iface(field(r, 'local_interface'))}|${field(r, 'neighbor_name')}|${field(r, 'neighbor_interface')}|${mac(field(r, 'chassis_id'))}`,
        ),
        (facts.neighbors ?? []).map(
          (n) => `${n.localInterface}|${n.remoteName ?? ''}|${n.remotePort ?? ''}|${n.remoteChassisId ?? ''}`,
        ),
      );
      return out.concat(
        compareKeys(
          'lag member',
          expected
            .filter((r) => field(r, 'parent_interface') !== '-' && field(r, 'parent_interface') !== '')
            .map((r) => `${iface(field(r, 'parent_interface'))}|${iface(field(r, 'local_interface'))}`),
          (facts.lags ?? []).flatMap((l) => l.members.map((m) => `${l.name}|${m.interface}`)),
        ),
      );
    },
  },
  {
    commandDir: 'show_lacp_interfaces',
    check: (expected, facts) =>
      compareKeys(
        'lag member',
        expected.flatMap((r) => {
          const muxes = listField(r, 'mux_state');
          return listField(r, 'member_interface').map(
            (m, i) => `${iface(field(r, 'bundle_name'))}|${iface(m)}|${muxes[i] ?? ''}`,
          );
        }),
        (facts.lags ?? []).flatMap((l) => l.members.map((m) => `${l.name}|${m.interface}|${m.state ?? ''}`)),
      ),
  },
  {
    commandDir: 'show_vlans',
    check: (expected, facts) =>
      compareKeys(
        'vlan',
        expected.map(
          (r) =>
            `${field(r, 'tag')}|${field(r, 'vlan_name')}|${listField(r, 'interfaces')
              .map((i) => iface(i.replace(/\*$/, '')))
              .sort()
              .join(',')}`,
        ),
        (facts.vlans ?? []).map(
          (v) => `${v.id}|${v.name ?? ''}|${[...(v.interfaces ?? [])].sort().join(',')}`,
        ),
      ),
  },
  {
    commandDir: 'show_ethernet-switching_table',
    command: 'show ethernet-switching table',
    check: (expected, facts) =>
      compareKeys(
        'mac',
        expected.map(
          (r) =>
            `${mac(field(r, 'mac_address'))}|${iface(field(r, 'logical_interface'))}|${field(r, 'vlan_id')}`,
        ),
        (facts.macTable ?? []).map((m) => `${m.mac}|${m.interface ?? ''}|${m.vlan ?? ''}`),
      ),
  },
  {
    commandDir: 'show_ethernet-switching_interfaces',
    command: 'show ethernet-switching interfaces',
    check: (expected, facts) => {
      // Per port: its state, and each VLAN with a tag as untagged (access or native) or tagged (trunk).
      const want: string[] = [];
      for (const r of expected) {
        const name = iface(field(r, 'interface'));
        want.push(`${name}|${field(r, 'status') === 'up' ? 'up' : 'down'}`);
        const ids = listField(r, 'vlan_id');
        const tagging = listField(r, 'tagging');
        ids.forEach((id, i) => {
          if (tagging[i]) want.push(`${name}|${tagging[i]}|${id}`);
        });
      }
      const got: string[] = [];
      for (const i of facts.interfaces ?? []) {
        got.push(`${i.name}|${i.operUp ? 'up' : 'down'}`);
        if (i.accessVlan !== undefined) got.push(`${i.name}|untagged|${i.accessVlan}`);
        if (i.nativeVlan !== undefined) got.push(`${i.name}|untagged|${i.nativeVlan}`);
        if (Array.isArray(i.allowedVlans)) for (const v of i.allowedVlans) got.push(`${i.name}|tagged|${v}`);
      }
      return compareKeys('port', want, got);
    },
  },
  {
    commandDir: 'show_interfaces',
    check: (expected, facts) =>
      compareKeys(
        'interface',
        expected.map((r) => {
          const mtu = /^\d+$/.test(field(r, 'mtu')) ? field(r, 'mtu') : '';
          const admin = field(r, 'admin_state') === '' ? '' : String(field(r, 'admin_state') === 'Enabled');
          const local = field(r, 'local');
          const length = /\/(\d+)$/.exec(field(r, 'destination'))?.[1] ?? '';
          const address = local ? `${local}/${length}` : '';
          return `${iface(field(r, 'interface'))}|${admin}|${field(r, 'link_status') === 'Up'}|${field(r, 'description')}|${mtu}|${address}`;
        }),
        (facts.interfaces ?? []).map((i) => {
          const admin = i.name.includes('.') ? '' : String(i.adminUp);
          const address = i.ipv4.map((a) => `${a.address}/${a.prefixLength}`).join(',');
          return `${i.name}|${admin}|${i.operUp}|${i.description ?? ''}|${i.mtu ?? ''}|${address}`;
        }),
      ),
  },
];
