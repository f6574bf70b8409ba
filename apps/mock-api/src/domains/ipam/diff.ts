import { formatIp, type Ip, MAX_PREFIX_LENGTH, parseCidr, parseIp } from '@lne/ip';
import type { StoredHost } from '../../db/network-store';
import { addressText } from '../../model/address-text';
import type { DeviceRecord } from '../../model/documents';
import { buildIndex, containingPrefix, normaliseMac } from './rules';
import type { IpamState, StoredIp } from './store';

/**
 * The live diff: documented addresses against the addresses the snapshot shows on devices (management
 * address and interface addresses) and hosts. Addresses compare as spec §5 says (IPv4 or IPv6, the prefix
 * length ignored).
 */

export type SeenAddress = {
  ip: Ip;
  /** As seen (no prefix length). */
  address: string;
  /** VRF name of a device interface; null where the source names none (management address, hosts). */
  vrf: string | null;
  mac: string | null;
  tagIds: readonly number[];
  seenOn: {
    kind: 'device' | 'host';
    id: string;
    name: string;
    interface: string | null;
    last_seen: number | null;
  };
};

/** Every address the snapshot shows, once per device or host that shows it. */
export function seenAddresses(devices: readonly DeviceRecord[], hosts: readonly StoredHost[]): SeenAddress[] {
  const seen: SeenAddress[] = [];
  for (const device of devices) {
    const info = device.data;
    const mac = info.mac?.address ? normaliseMac(info.mac.address) : null;
    const onDevice = new Set<string>();
    const add = (text: string | undefined, vrf: string | null, iface: string | null) => {
      // An entry may carry only an IPv6 address (or, stored before inputs were checked, none).
      if (typeof text !== 'string') return;
      const ip = parseIp(text);
      if (!ip) return;
      const key = `${ip.version}|${ip.value}`;
      if (onDevice.has(key)) return;
      onDevice.add(key);
      seen.push({
        ip,
        address: formatIp(ip),
        vrf,
        mac,
        tagIds: device.tag_ids ?? [],
        seenOn: {
          kind: 'device',
          id: device.unique_id,
          name: info.name,
          interface: iface,
          last_seen: info.last_seen,
        },
      });
    };
    for (const config of Object.values(info.ip_configs ?? {})) {
      for (const entry of config.ip_interfaces)
        add(addressText(entry), config.vrf || 'default', config.interface_name);
    }
    if (info.ip_address) add(info.ip_address, null, null);
  }
  for (const host of hosts) {
    const info = host.data;
    for (const entry of info.addresses) {
      const text = addressText(entry);
      if (text === undefined) continue;
      const ip = parseIp(text);
      if (!ip) continue;
      seen.push({
        ip,
        address: formatIp(ip),
        vrf: null,
        mac: info.mac?.address ? normaliseMac(info.mac.address) : null,
        tagIds: host.tag_ids ?? [],
        seenOn: {
          kind: 'host',
          id: info.hw_id,
          name: formatIp(ip),
          interface: info.port_if_no_short || info.port_if_no || null,
          last_seen: info.last_seen,
        },
      });
    }
  }
  return seen;
}

const GLOBAL_NAMES = new Set(['default', 'global', '']);

/** Whether an address seen in `seenVrf` can be the documented one of VRF `vrfId`. */
function vrfMatches(state: IpamState, vrfId: number | null, seenVrf: string | null): boolean {
  if (seenVrf === null) return true;
  const name = vrfId === null ? '' : (state.vrfs.find((v) => v.id === vrfId)?.name ?? '').toLowerCase();
  const seen = seenVrf.toLowerCase();
  if (GLOBAL_NAMES.has(seen)) return vrfId === null || GLOBAL_NAMES.has(name);
  return name === seen;
}

export type SeenIndex = Map<string, SeenAddress[]>;

export function indexSeen(seen: readonly SeenAddress[]): SeenIndex {
  const index: SeenIndex = new Map();
  for (const entry of seen) {
    const key = `${entry.ip.version}|${entry.ip.value}`;
    const list = index.get(key) ?? [];
    list.push(entry);
    index.set(key, list);
  }
  return index;
}

/** Where the network shows a documented address: devices first (their order), then hosts. */
export function sightingsOf(state: IpamState, ip: StoredIp, seen: SeenIndex): SeenAddress[] {
  const cidr = parseCidr(ip.address);
  if (!cidr) return [];
  const list = seen.get(`${cidr.version}|${cidr.value}`) ?? [];
  return list.filter((entry) => vrfMatches(state, ip.vrf_id, entry.vrf));
}

/** `assigned_object` of an IP address: the first device or host that shows it. */
export function assignedObject(state: IpamState, ip: StoredIp, seen: SeenIndex) {
  const first = sightingsOf(state, ip, seen)[0];
  if (!first) return null;
  return {
    kind: first.seenOn.kind,
    id: first.seenOn.id,
    name: first.seenOn.name,
    interface: first.seenOn.interface,
  };
}

/** A documented name belongs to a device when one of its DNS labels is the device's name. */
function nameMatches(dnsName: string, deviceName: string): boolean {
  const name = deviceName.toLowerCase();
  return dnsName
    .toLowerCase()
    .split('.')
    .some((label) => label === name);
}

export type DiffFilters = { vrfId?: number | undefined; tagIds?: readonly number[] | undefined };

export function ipDiff(
  state: IpamState,
  seen: readonly SeenAddress[],
  filters: DiffFilters = {},
  byAddress: SeenIndex = indexSeen(seen),
) {
  const index = buildIndex(state);
  const tagged = (tags: readonly number[] | undefined) =>
    !filters.tagIds || filters.tagIds.length === 0 || (tags ?? []).some((t) => filters.tagIds?.includes(t));
  const documented = index.ipOrder.filter((ip) => filters.vrfId === undefined || ip.vrf_id === filters.vrfId);
  const documentedUnseen = [];
  const mismatched = [];
  let matched = 0;
  const explained = new Set<SeenAddress>();
  for (const ip of documented) {
    const sightings = sightingsOf(state, ip, byAddress);
    for (const entry of sightings) explained.add(entry);
    const first = sightings[0];
    if (!first) {
      if (tagged(ip.tag_ids))
        documentedUnseen.push({
          ip_id: ip.id,
          address: ip.address,
          vrf_id: ip.vrf_id,
          dns_name: ip.dns_name,
          mac_address: ip.mac_address,
          description: ip.description,
        });
      continue;
    }
    const fields: ('mac_address' | 'host')[] = [];
    const macSeen = sightings.find((entry) => entry.mac !== null && entry.seenOn.kind === 'host') ?? first;
    if (ip.mac_address && macSeen.mac && normaliseMac(ip.mac_address) !== macSeen.mac)
      fields.push('mac_address');
    const device = sightings.find((entry) => entry.seenOn.kind === 'device');
    const hostSeen = device ?? first;
    if (
      ip.dns_name &&
      device &&
      !sightings.some((e) => e.seenOn.kind === 'device' && nameMatches(ip.dns_name, e.seenOn.name))
    )
      fields.push('host');
    if (fields.length === 0) {
      matched += 1;
      continue;
    }
    const subject = fields.includes('mac_address') ? macSeen : hostSeen;
    if (tagged(ip.tag_ids) || tagged(subject.tagIds))
      mismatched.push({
        ip_id: ip.id,
        address: ip.address,
        fields,
        documented_mac_address: ip.mac_address,
        seen_mac_address: subject.mac,
        documented_dns_name: ip.dns_name,
        seen_on: subject.seenOn,
      });
  }
  const seenUndocumented = [];
  const reported = new Set<string>();
  for (const entry of seen) {
    if (explained.has(entry)) continue;
    const key = `${entry.ip.version}|${entry.ip.value}|${entry.vrf ?? ''}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const vrfId =
      entry.vrf === null || GLOBAL_NAMES.has(entry.vrf.toLowerCase())
        ? (state.vrfs.find((v) => GLOBAL_NAMES.has(v.name.toLowerCase()))?.id ?? null)
        : (state.vrfs.find((v) => v.name.toLowerCase() === entry.vrf?.toLowerCase())?.id ?? null);
    if (filters.vrfId !== undefined && vrfId !== filters.vrfId) continue;
    if (!tagged(entry.tagIds)) continue;
    const cidr = { ...entry.ip, length: MAX_PREFIX_LENGTH[entry.ip.version] };
    const prefixId =
      containingPrefix(index.byBlock, vrfId, cidr, cidr.length) ??
      (entry.vrf === null
        ? (state.vrfs
            .map((v) => containingPrefix(index.byBlock, v.id, cidr, cidr.length))
            .find((id) => id !== null) ?? containingPrefix(index.byBlock, null, cidr, cidr.length))
        : null);
    seenUndocumented.push({
      address: entry.address,
      mac_address: entry.mac,
      seen_on: entry.seenOn,
      prefix_id: prefixId,
    });
  }
  return {
    summary: {
      documented: documented.length,
      seen: new Set(seen.map((entry) => `${entry.ip.version}|${entry.ip.value}`)).size,
      matched,
      documented_unseen: documentedUnseen.length,
      seen_undocumented: seenUndocumented.length,
      mismatched: mismatched.length,
    },
    documented_unseen: documentedUnseen,
    seen_undocumented: seenUndocumented,
    mismatched,
  };
}
