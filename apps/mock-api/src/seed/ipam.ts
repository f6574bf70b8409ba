import type { IpamData, IpamIpAddress, IpamPrefix, NetworkData } from '../model/documents';
import { cidrContainsCidr, cidrContainsIp, formatCidr, hostIp, ipToInt, parseCidr } from './ipv4';
import type { Rng } from './prng';

/** IPAM seed data documenting a network: VRFs, a prefix tree per VRF, addresses, VLANs and locations. */
export function buildIpam(
  network: NetworkData,
  supernets: { vrf: string; cidr: string; description: string }[],
  rng: Rng,
): IpamData {
  const vrfNames = [...new Set(supernets.map((s) => s.vrf))];
  const vrfs = vrfNames.map((name, index) => ({
    id: index + 1,
    name: name === 'default' ? 'Global' : name,
    rd: name === 'default' ? null : `65010:${100 * (index + 1)}`,
    description: name === 'default' ? 'Global routing table' : `${name} VRF`,
    enforce_unique: true,
  }));
  const vrfId = (name: string) => vrfNames.indexOf(name) + 1;

  const locations: IpamData['locations'] = [];
  const locationByGroup = new Map<string, number>();
  for (const group of network.groups) {
    const id = locations.length + 1;
    locationByGroup.set(group.id, id);
    locations.push({
      id,
      name: group.label,
      kind: group.kind === 'area' ? 'room' : group.kind,
      parent_id: group.parent ? (locationByGroup.get(group.parent) ?? null) : null,
      description: group.title.split('\n')[0] ?? '',
    });
  }

  const vlans: IpamData['vlans'] = [];
  const ipamVlanByDb = new Map<number, number>();
  for (const vlan of network.vlans) {
    const id = vlans.length + 1;
    ipamVlanByDb.set(vlan.vlan_db_id, id);
    vlans.push({
      id,
      vid: vlan.vlan_id,
      name: vlan.name,
      status: 'active',
      location_id: locationByGroup.get(vlan.group_id) ?? null,
      description: vlan.description,
    });
  }
  vlans.push({
    id: vlans.length + 1,
    vid: 999,
    name: 'UNUSED',
    status: 'reserved',
    location_id: null,
    description: 'Parking VLAN for unused ports',
  });

  const prefixes: IpamPrefix[] = [];
  const add = (p: Omit<IpamPrefix, 'id' | 'parent_id' | 'tag_ids'>): IpamPrefix => {
    const prefix: IpamPrefix = { ...p, id: prefixes.length + 1, parent_id: null, tag_ids: [] };
    prefixes.push(prefix);
    return prefix;
  };
  for (const supernet of supernets) {
    add({
      prefix: supernet.cidr,
      vrf_id: vrfId(supernet.vrf),
      status: 'container',
      description: supernet.description,
      vlan_id: null,
      location_id: null,
      is_pool: false,
    });
  }
  const vrfOfCidr = (cidr: string): string => {
    const parsed = parseCidr(cidr);
    const owner = supernets
      .filter((s) => cidrContainsCidr(parseCidr(s.cidr), parsed))
      .sort((a, b) => parseCidr(b.cidr).length - parseCidr(a.cidr).length)[0];
    return owner?.vrf ?? 'default';
  };
  // A container per group block (/20 or /21 around its VLAN subnets), then one prefix per VLAN subnet.
  const blocks = new Map<string, { cidr: string; group: string }>();
  for (const vlan of network.vlans) {
    if (!vlan.subnet) continue;
    const subnet = parseCidr(vlan.subnet);
    const blockLength =
      subnet.length > 21
        ? vlan.subnet.startsWith('10.100.') || vlan.subnet.startsWith('10.0.')
          ? 20
          : 21
        : subnet.length;
    const block = formatCidr(parseCidr(`${vlan.subnet.split('/')[0]}/${blockLength}`));
    if (!blocks.has(block)) blocks.set(block, { cidr: block, group: vlan.group_id });
  }
  for (const block of blocks.values()) {
    add({
      prefix: block.cidr,
      vrf_id: vrfId(vrfOfCidr(block.cidr)),
      status: 'container',
      description: `Block of ${network.groups.find((g) => g.id === block.group)?.label ?? block.group}`,
      vlan_id: null,
      location_id: locationByGroup.get(block.group) ?? null,
      is_pool: false,
    });
  }
  const prefixByVlan = new Map<number, IpamPrefix>();
  for (const vlan of network.vlans) {
    if (!vlan.subnet) continue;
    const prefix = add({
      prefix: vlan.subnet,
      vrf_id: vrfId(vrfOfCidr(vlan.subnet)),
      status: vlan.name === 'PRINTERS' && rng.chance(0.2) ? 'deprecated' : 'active',
      description: `${vlan.name} ${network.groups.find((g) => g.id === vlan.group_id)?.label ?? ''}`.trim(),
      vlan_id: ipamVlanByDb.get(vlan.vlan_db_id) ?? null,
      location_id: locationByGroup.get(vlan.group_id) ?? null,
      is_pool: vlan.name === 'USERS',
    });
    prefixByVlan.set(vlan.vlan_db_id, prefix);
  }
  // Parents: the smallest other prefix of the same VRF that contains each prefix (walk up the lengths).
  const byKey = new Map<string, IpamPrefix>();
  for (const prefix of prefixes)
    byKey.set(`${prefix.vrf_id}|${formatCidr(parseCidr(prefix.prefix))}`, prefix);
  for (const prefix of prefixes) {
    const cidr = parseCidr(prefix.prefix);
    prefix.parent_id = null;
    for (let length = cidr.length - 1; length >= 0; length--) {
      const parent = byKey.get(`${prefix.vrf_id}|${formatCidr(parseCidr(`${hostIp(cidr, 0)}/${length}`))}`);
      if (parent && parent !== prefix) {
        prefix.parent_id = parent.id;
        break;
      }
    }
  }

  const ipAddresses: IpamIpAddress[] = [];
  const addIp = (
    ip: string,
    prefix: IpamPrefix,
    ip_status: IpamIpAddress['status'],
    dns: string,
    description: string,
    mac: string | null,
  ) => {
    ipAddresses.push({
      id: ipAddresses.length + 1,
      address: `${ip}/${prefix.prefix.split('/')[1] ?? '32'}`,
      vrf_id: prefix.vrf_id,
      prefix_id: prefix.id,
      status: ip_status,
      dns_name: dns,
      description,
      mac_address: mac,
    });
  };
  const hostsByVlan = new Map<number, typeof network.hosts>();
  for (const host of network.hosts) {
    const list = hostsByVlan.get(host.vlan_db_id) ?? [];
    list.push(host);
    hostsByVlan.set(host.vlan_db_id, list);
  }
  // The device that routes a VLAN carries its gateway address on an interface: its DNS name names the device.
  const routerOf = new Map<string, string>();
  for (const device of network.devices) {
    for (const config of Object.values(device.data.ip_configs)) {
      for (const entry of config.ip_interfaces)
        if (!routerOf.has(entry.ipv4)) routerOf.set(entry.ipv4, device.data.name);
    }
  }
  const documented = new Set<string>();
  for (const vlan of network.vlans) {
    const prefix = prefixByVlan.get(vlan.vlan_db_id);
    if (!prefix || !vlan.subnet || !vlan.gateway) continue;
    const router = routerOf.get(vlan.gateway);
    addIp(
      vlan.gateway,
      prefix,
      'active',
      router ? `vl${vlan.vlan_id}.${router}.corp.example` : `gw-vl${vlan.vlan_id}.corp.example`,
      `${vlan.name} gateway`,
      null,
    );
    documented.add(vlan.gateway);
    const hosts = hostsByVlan.get(vlan.vlan_db_id) ?? [];
    // Most seen hosts are documented; about one in eight is not (shows up in the live diff as undocumented),
    // and one in sixteen is documented with the MAC address of a network card replaced since (a mismatch).
    hosts.forEach((host, index) => {
      if (index % 8 === 7) return;
      const ip = host.data.addresses[0]?.ipv4;
      if (!ip || !cidrContainsIp(parseCidr(vlan.subnet ?? ''), ip)) return;
      const mac = host.data.mac.address;
      addIp(
        ip,
        prefix,
        prefix.is_pool ? 'dhcp' : 'active',
        `${host.data.vendor.replace(/\s+/g, '-')}-${ip.split('.').join('-')}.corp.example`,
        'Documented endpoint',
        index % 16 === 3 ? replacedMac(mac) : mac,
      );
      documented.add(ip);
    });
    // Documented but not seen: reserved addresses at the top of the subnet.
    const cidr = parseCidr(vlan.subnet);
    const last = cidr.network + 2 ** (32 - cidr.length) - 2;
    for (let i = 0; i < 2; i++) {
      const value = last - i;
      const ip = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
      addIp(
        ip,
        prefix,
        i === 0 ? 'reserved' : 'deprecated',
        '',
        i === 0 ? 'Reserved for a planned device' : 'Decommissioned device',
        null,
      );
    }
  }
  // Management addresses of the devices, where a prefix holds them; the second one is still documented under
  // the name the device had before it was renamed (a host mismatch in the live diff).
  let managed = 0;
  const smallestPrefixOf = prefixFinder(prefixes);
  for (const device of network.devices) {
    const ip = device.data.ip_address;
    if (!ip || documented.has(ip)) continue;
    const prefix = smallestPrefixOf(ip);
    if (!prefix) continue;
    const name = managed === 1 ? `${device.data.name}-old` : device.data.name;
    addIp(ip, prefix, 'active', `${name}.corp.example`, 'Management address', device.data.mac.address);
    documented.add(ip);
    managed += 1;
  }
  return { vrfs, prefixes, ip_addresses: ipAddresses, vlans, locations };
}

/** The same MAC address with its last octet changed. */
function replacedMac(mac: string): string {
  const octets = mac.split(':');
  const last = Number.parseInt(octets.pop() ?? '0', 16);
  return [...octets, ((last + 0x11) % 256).toString(16).padStart(2, '0').toUpperCase()].join(':');
}

/**
 * The longest prefix (of any VRF; the first on a tie) that contains an address: an index of the prefixes by
 * length and network, probed from /32 down, instead of parsing every prefix for every address.
 */
function prefixFinder(prefixes: readonly IpamPrefix[]): (ip: string) => IpamPrefix | undefined {
  const byLength = new Map<number, Map<number, IpamPrefix>>();
  for (const prefix of prefixes) {
    const cidr = parseCidr(prefix.prefix);
    const networks = byLength.get(cidr.length) ?? new Map<number, IpamPrefix>();
    byLength.set(cidr.length, networks);
    if (!networks.has(cidr.network)) networks.set(cidr.network, prefix);
  }
  const lengths = [...byLength.keys()].sort((a, b) => b - a);
  return (ip) => {
    const value = ipToInt(ip);
    for (const length of lengths) {
      const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
      const found = byLength.get(length)?.get((value & mask) >>> 0);
      if (found) return found;
    }
    return undefined;
  };
}
