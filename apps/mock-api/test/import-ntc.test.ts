/**
 * The ntc-templates fixtures (`../shared/fixtures/ntc-templates/tests/<platform>/<command>/*.raw`, seven
 * platforms) imported as one snapshot folder: one device per output, its platform in `hosts.yaml`. After the
 * parser run, the network's documents hold what each output's expected parse (`*.yml`) says: versions,
 * neighbours with the local port, hosts with MAC, IP, vendor and switch port, VLANs and routes. Field names
 * differ per platform; small adapters read them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatCidr, networkOf, parseCidr } from '@lne/ip';
import { interfaceKey, isFhrpMac, macKind, macVendor, nameKey, normalizeMac } from '@lne/netparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { vendorKey } from '../src/import/vendors';
import { startTestApp, type TestApp } from './helpers';
import {
  type DeviceRow,
  devicesOf,
  FIXTURES,
  importAndWait,
  type SnapshotFile,
  snapshotArchive,
} from './import-helpers';

const NTC = join(FIXTURES, 'ntc-templates/tests');
const NETWORK = 1;
const base = `explorer_network_id=${NETWORK}`;

type NtcRecord = Record<string, string | string[]>;
type Case = {
  platform: string;
  command: string;
  name: string;
  device: string;
  raw: string;
  expected: NtcRecord[];
};

/** The first non-empty string of the record's fields, in order. */
function pick(record: NtcRecord, ...names: string[]): string {
  for (const name of names) {
    const value = record[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text !== '' && text !== 'None') return text;
  }
  return '';
}

type HostRow = {
  data: {
    mac: { address: string };
    addresses: { ipv4: string }[];
    vendor: string;
    seen_on_device: string;
    port_if_no: string;
  };
};

type Aspect = 'version' | 'neighbours' | 'macs' | 'arp' | 'vlans' | 'routes';

/** The outputs read here, by platform and ntc command folder, and what each shows. */
const COMMANDS: Record<string, Record<string, Aspect>> = {
  cisco_ios: {
    show_version: 'version',
    show_cdp_neighbors_detail: 'neighbours',
    show_lldp_neighbors_detail: 'neighbours',
    'show_mac-address-table': 'macs',
    show_ip_arp: 'arp',
    show_vlan: 'vlans',
    show_ip_route: 'routes',
  },
  cisco_nxos: {
    show_version: 'version',
    show_cdp_neighbors_detail: 'neighbours',
    show_lldp_neighbors_detail: 'neighbours',
    'show_mac_address-table': 'macs',
    show_ip_arp: 'arp',
    show_vlan: 'vlans',
    show_ip_route: 'routes',
  },
  arista_eos: {
    show_version: 'version',
    show_lldp_neighbors_detail: 'neighbours',
    'show_mac_address-table': 'macs',
    show_ip_arp: 'arp',
    show_vlan: 'vlans',
    show_ip_route: 'routes',
  },
  juniper_junos: {
    show_version: 'version',
    show_lldp_neighbors: 'neighbours',
    'show_arp_no-resolve': 'arp',
  },
  hp_procurve: {
    show_version: 'version',
    'show_mac-address': 'macs',
    show_vlans: 'vlans',
  },
  aruba_aoscx: {
    show_system: 'version',
    'show_lldp_neighbors-info_detail': 'neighbours',
    show_vlan: 'vlans',
  },
  mikrotik_routeros: {
    system_resource_print: 'version',
    ip_neighbor_print_detail: 'neighbours',
  },
};

/** Folders whose name is not the command as typed. */
const TYPED: Record<string, string> = { 'show_lldp_neighbors-info_detail': 'show lldp neighbor-info detail' };

/** The command as typed, from its ntc folder: `show_mac-address-table` → `show mac-address-table`. */
const typed = (folder: string) => TYPED[folder] ?? folder.replace(/_/g, ' ');

function cases(): Case[] {
  const out: Case[] = [];
  for (const [platform, commands] of Object.entries(COMMANDS)) {
    for (const command of Object.keys(commands)) {
      const dir = join(NTC, platform, command);
      for (const file of readdirSync(dir).sort()) {
        if (!file.endsWith('.raw')) continue;
        const name = file.slice(0, -4);
        const yml = join(dir, `${name}.yml`);
        if (!existsSync(yml)) continue;
        const parsed = parseYaml(readFileSync(yml, 'utf8')) as { parsed_sample?: NtcRecord[] } | null;
        out.push({
          platform,
          command,
          name,
          device: `${platform}-${command}-${name}`.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase(),
          raw: readFileSync(join(dir, file), 'utf8'),
          expected: parsed?.parsed_sample ?? [],
        });
      }
    }
  }
  return out;
}

function snapshot(all: readonly Case[]): SnapshotFile[] {
  const inventory = all.map((c) => `${c.device}:\n  platform: ${c.platform}\n`).join('');
  return [
    { path: 'hosts.yaml', text: inventory },
    ...all.map((c) => ({ path: `show/${c.device}/${typed(c.command)}.txt`, text: c.raw })),
  ];
}

/** Ports a host can be learned on: a port of the switch, not a LAG, the CPU, a VLAN interface or a router. */
const LOGICAL_PORT =
  /^(?:po|port-channel|ae|trk|bond|lag|vlan|vl|cpu|sup|router|switch|drop|self|irb|bridge)/i;

describe('importing the ntc-templates outputs, one device per output', () => {
  let t: TestApp;
  const all = cases();
  /** The device document of each case, found through the report (a shown hostname may rename the device). */
  const deviceOf = new Map<Case, DeviceRow>();
  let devices = new Map<string, DeviceRow>();
  const hostsByMac = new Map<string, HostRow>();

  beforeAll(async () => {
    t = await startTestApp();
    const task = await importAndWait(t, NETWORK, await snapshotArchive(snapshot(all), 'ntc'));
    const report = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${task.run_id}/report?${base}`,
    });
    const files = (report.json() as { data: { files: { path: string; device: string | null }[] } }).data
      .files;
    const deviceOfFile = new Map(files.map((f) => [f.path, f.device]));
    devices = await devicesOf(t, NETWORK);
    for (const c of all) {
      const name = deviceOfFile.get(`show/${c.device}/${typed(c.command)}.txt`);
      const device = name ? devices.get(name) : undefined;
      if (device) deviceOf.set(c, device);
    }
    const hosts = await t.as('reader', { method: 'GET', url: `/api/explorer/hosts?${base}` });
    expect(hosts.statusCode).toBe(200);
    for (const host of (hosts.json() as { data: HostRow[] }).data) {
      hostsByMac.set(normalizeMac(host.data.mac.address) ?? host.data.mac.address, host);
    }
  });

  afterAll(async () => {
    await t?.app.close();
  });

  const of = (aspect: Aspect) => all.filter((c) => COMMANDS[c.platform]?.[c.command] === aspect);

  it('imports every output as a known device of its platform', () => {
    expect(all.length).toBeGreaterThan(60);
    for (const c of all) expect(deviceOf.get(c)?.data.known, `${c.device}`).toBe(true);
  });

  it('shows the software version each show version says', () => {
    const field: Record<string, string[]> = {
      cisco_ios: ['version'],
      cisco_nxos: ['os'],
      arista_eos: ['image'],
      juniper_junos: ['junos_version'],
      hp_procurve: ['version'],
      aruba_aoscx: ['version'],
      mikrotik_routeros: ['version'],
    };
    // The product names the software family beside the version, as its device pages do: `IOS 15.2(2)E`.
    const family: Record<string, string> = {
      cisco_ios: 'IOS',
      cisco_nxos: 'NX-OS',
      arista_eos: 'EOS',
      juniper_junos: 'Junos',
      hp_procurve: 'ArubaOS-Switch',
      aruba_aoscx: 'AOS-CX',
      mikrotik_routeros: 'RouterOS',
    };
    expect(of('version').length).toBeGreaterThan(15);
    // Outputs that show the same hostname (two Junos samples of a host `lab`) are one device: its version is
    // one of theirs.
    const expected = new Map<DeviceRow | undefined, string[]>();
    for (const c of of('version')) {
      // Records add a note after a space: NX-OS `10.3(6) [Maintenance Release]`, RouterOS `6.48.7 (long-term)`.
      const version = pick(c.expected[0] ?? {}, ...(field[c.platform] ?? [])).replace(
        /\s+(?:\[[^\]]*\]|\([^)]*\))$/,
        '',
      );
      const device = deviceOf.get(c);
      const named = version.startsWith(family[c.platform] ?? '')
        ? version
        : `${family[c.platform]} ${version}`;
      expected.set(device, [...(expected.get(device) ?? []), named]);
    }
    expect(expected.has(undefined)).toBe(false);
    for (const [device, versions] of expected) {
      expect(versions, device?.data.name).toContain(device?.data.version.software);
    }
  });

  it('shows each neighbour on its local port', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const c of of('neighbours')) {
      const device = deviceOf.get(c);
      if (!device) continue;
      const neighbours = Object.values(device.data.neighbors);
      for (const record of c.expected) {
        // MikroTik names the port and its bridge: `ether10,bridge_mgmt`.
        const local = pick(record, 'local_interface', 'interface').split(',')[0] ?? '';
        if (!local) continue;
        const named = pick(
          record,
          ...(c.platform === 'cisco_nxos' && c.command.includes('cdp')
            ? ['chassis_id', 'neighbor_name']
            : []),
          'neighbor_name',
          'identity',
        );
        checked += 1;
        const key = interfaceKey(local, c.platform);
        const on = neighbours.filter((n) =>
          n.connections.some((conn) => interfaceKey(conn.if_local, c.platform) === key),
        );
        if (on.length === 0) {
          problems.push(`${c.device}: no neighbour on ${local}`);
          continue;
        }
        // A neighbour known by its MAC alone is a nameless ('Discovered Device') device with that MAC.
        const mac = normalizeMac(named);
        const isIt = (n: (typeof on)[number]) =>
          mac
            ? n.name === '' &&
              [...devices.values()].some((d) => d.unique_id === n.neigh_id && d.data.mac.address === mac)
            : nameKey(n.name) === nameKey(named);
        if (named && !on.some(isIt)) {
          problems.push(`${c.device}: ${local} has ${on.map((n) => n.name).join(', ')}, expected ${named}`);
        }
        if (!on.every((n) => n.status === 'unknown'))
          problems.push(`${c.device}: ${local} neighbour not unknown`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('shows hosts learned on edge ports with MAC, vendor and switch port, and the IP of the ARP tables', () => {
    const problems: string[] = [];
    /** Every place the fixtures show each MAC: outputs of several devices may hold the same MAC. */
    const places = new Map<string, { device: DeviceRow; port: string; platform: string }[]>();
    for (const c of of('macs')) {
      const device = deviceOf.get(c);
      if (!device) continue;
      for (const record of c.expected) {
        const mac = normalizeMac(pick(record, 'destination_address', 'mac_address', 'mac'));
        const port = pick(record, 'destination_port', 'ports', 'port', 'interface');
        if (!mac || !port || macKind(mac) === 'multicast' || isFhrpMac(mac)) continue;
        if (LOGICAL_PORT.test(port) || /static|system|self|cpu/i.test(pick(record, 'type'))) continue;
        const list = places.get(mac) ?? [];
        list.push({ device, port, platform: c.platform });
        places.set(mac, list);
      }
    }
    expect(places.size).toBeGreaterThan(20);
    for (const [mac, seen] of places) {
      const host = hostsByMac.get(mac);
      if (!host) {
        problems.push(
          `${mac}: no host (learned on ${seen.map((s) => `${s.device.data.name} ${s.port}`).join(', ')})`,
        );
        continue;
      }
      const at = seen.find((s) => s.device.unique_id === host.data.seen_on_device);
      if (!at || interfaceKey(host.data.port_if_no, at.platform) !== interfaceKey(at.port, at.platform)) {
        problems.push(
          `${mac}: on ${host.data.seen_on_device} ${host.data.port_if_no}, not where it is learned`,
        );
      }
      // The registry's organisation as the product keys vendors: `Cisco Systems, Inc` → `cisco`.
      if (host.data.vendor !== (vendorKey(macVendor(mac)) || 'unknown'))
        problems.push(`${mac}: vendor ${host.data.vendor}`);
    }
    let addresses = 0;
    for (const c of of('arp')) {
      for (const record of c.expected) {
        const mac = normalizeMac(pick(record, 'mac_address', 'hardware_address', 'mac'));
        const ip = pick(record, 'ip_address', 'address');
        if (!mac || !ip || macKind(mac) === 'multicast' || isFhrpMac(mac)) continue;
        // The device's own addresses (IOS age `-`) are no host.
        if (pick(record, 'age', 'age_min') === '-') continue;
        addresses += 1;
        const host = hostsByMac.get(mac);
        if (!host?.data.addresses.some((a) => a.ipv4 === ip))
          problems.push(`${c.device}: ${ip} ${mac} not a host's address`);
      }
    }
    expect(addresses).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('shows the VLANs each show vlan lists, with their names', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const c of of('vlans')) {
      const device = deviceOf.get(c);
      for (const record of c.expected) {
        const id = pick(record, 'vlan_id', 'tag');
        if (!/^\d+$/.test(id)) continue;
        checked += 1;
        const vlan = device?.data.vlans[id];
        const name = pick(record, 'vlan_name', 'name');
        if (!vlan) problems.push(`${c.device}: VLAN ${id} missing`);
        else if (name && vlan.vlan_name !== name)
          problems.push(`${c.device}: VLAN ${id} named ${vlan.vlan_name}, not ${name}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('shows the IPv4 routes each routing table lists', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const c of of('routes')) {
      const device = deviceOf.get(c);
      const routes = Object.values(device?.data.routes ?? {});
      for (const record of c.expected) {
        const network = pick(record, 'network');
        const length = pick(record, 'prefix_length', 'mask');
        const cidr = parseCidr(`${network}/${length}`);
        if (cidr?.version !== 4) continue;
        const prefix = formatCidr(networkOf(cidr));
        checked += 1;
        if (
          !routes.some(
            (r) => formatCidr(networkOf(parseCidr(`${r.network}/${maskLength(r.mask)}`) ?? cidr)) === prefix,
          )
        ) {
          problems.push(`${c.device}: route ${prefix} missing`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});

function maskLength(mask: string): number {
  return mask
    .split('.')
    .reduce((sum, octet) => sum + (Number(octet) >>> 0).toString(2).replace(/0/g, '').length, 0);
}
