import type { IpamIpAddress, IpamIpStatus, IpamLocation, IpamPrefix } from '@lne/api-client';
import { freeRanges, parseCidr, parseIp, usableRange } from '@lne/ip';

/** A prefix with its usable and occupied addresses, counted as the server counts its utilisation. */
export type PrefixUse = { prefix: IpamPrefix; version: 4 | 6; usable: bigint; used: bigint };

/** A location and the IPv4 space delegated to it: its prefixes, outermost ones counted once. */
type LocationUse = { location: IpamLocation; prefixCount: number; usable: bigint; used: bigint };

/** The IPAM dashboard's figures, computed from the network's prefixes, addresses and locations. */
export type IpamSummary = {
  /** Usable IPv4 addresses of the top-level prefixes (IPv6 space is counted in prefixes only). */
  totalIps: bigint;
  /** Of those, occupied by child prefixes or documented addresses. */
  usedIps: bigint;
  availableIps: bigint;
  totalPrefixes: number;
  ipv6Prefixes: number;
  /** Documented addresses with the status `reserved`. */
  reservedIps: number;
  /** Highest utilisation first (ties by prefix text), at most five. */
  topPrefixes: PrefixUse[];
  /** Locations holding prefixes, most IPv4 space first. */
  locations: LocationUse[];
  /** Documented addresses per status, most first. */
  addressesByStatus: { status: IpamIpStatus; count: number }[];
};

const TOP_PREFIXES = 5;

/**
 * Usable and occupied addresses of one prefix: child prefixes and (unless it is a container) the addresses
 * whose smallest prefix it is occupy it, as in the server's utilisation (apps/mock-api/src/domains/ipam/rules.ts).
 */
function useOf(
  prefix: IpamPrefix,
  children: readonly IpamPrefix[],
  addresses: readonly IpamIpAddress[],
): PrefixUse | undefined {
  const cidr = parseCidr(prefix.prefix);
  if (!cidr) return undefined;
  const occupants = {
    prefixes: children.flatMap((child) => {
      const parsed = parseCidr(child.prefix);
      return parsed ? [parsed] : [];
    }),
    addresses:
      prefix.status === 'container'
        ? []
        : addresses.flatMap((address) => {
            const ip = parseIp(address.address.split('/')[0] ?? '');
            return ip ? [ip] : [];
          }),
  };
  const usable = usableRange(cidr, { pool: prefix.is_pool }).size;
  const free = freeRanges(cidr, occupants, { pool: prefix.is_pool }).reduce(
    (sum, range) => sum + range.size,
    0n,
  );
  return { prefix, version: cidr.version, usable, used: usable - free };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K | null): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const value = key(item);
    if (value === null) continue;
    const list = groups.get(value);
    if (list) list.push(item);
    else groups.set(value, [item]);
  }
  return groups;
}

/** The dashboard of the network's IPAM: address space, prefixes, reservations and locations. */
export function ipamSummary(
  prefixes: readonly IpamPrefix[],
  addresses: readonly IpamIpAddress[],
  locations: readonly IpamLocation[],
): IpamSummary {
  const children = groupBy(prefixes, (prefix) => prefix.parent_id);
  const addressesOf = groupBy(addresses, (address) => address.prefix_id);
  const uses = new Map<number, PrefixUse>();
  for (const prefix of prefixes) {
    const use = useOf(prefix, children.get(prefix.id) ?? [], addressesOf.get(prefix.id) ?? []);
    if (use) uses.set(prefix.id, use);
  }
  const all = [...uses.values()];
  const topLevelV4 = all.filter((use) => use.version === 4 && use.prefix.parent_id === null);
  const totalIps = topLevelV4.reduce((sum, use) => sum + use.usable, 0n);
  const usedIps = topLevelV4.reduce((sum, use) => sum + use.used, 0n);

  const byId = new Map(prefixes.map((prefix) => [prefix.id, prefix]));
  const locationUses = locations.flatMap((location): LocationUse[] => {
    const held = prefixes.filter((prefix) => prefix.location_id === location.id);
    if (held.length === 0) return [];
    // A prefix inside another prefix of the same location is already counted by it.
    const outermost = held.filter((prefix) => {
      const parent = prefix.parent_id === null ? undefined : byId.get(prefix.parent_id);
      return parent?.location_id !== location.id;
    });
    const v4 = outermost.flatMap((prefix) => {
      const use = uses.get(prefix.id);
      return use && use.version === 4 ? [use] : [];
    });
    return [
      {
        location,
        prefixCount: held.length,
        usable: v4.reduce((sum, use) => sum + use.usable, 0n),
        used: v4.reduce((sum, use) => sum + use.used, 0n),
      },
    ];
  });

  const statusCounts = new Map<IpamIpStatus, number>();
  for (const address of addresses)
    statusCounts.set(address.status, (statusCounts.get(address.status) ?? 0) + 1);

  return {
    totalIps,
    usedIps,
    availableIps: totalIps - usedIps,
    totalPrefixes: prefixes.length,
    ipv6Prefixes: all.filter((use) => use.version === 6).length,
    reservedIps: statusCounts.get('reserved') ?? 0,
    topPrefixes: [...all]
      .filter((use) => use.prefix.status !== 'container')
      .sort(
        (a, b) =>
          b.prefix.utilization - a.prefix.utilization || a.prefix.prefix.localeCompare(b.prefix.prefix),
      )
      .slice(0, TOP_PREFIXES),
    locations: locationUses.sort(
      (a, b) =>
        (b.usable > a.usable ? 1 : b.usable < a.usable ? -1 : 0) ||
        a.location.name.localeCompare(b.location.name),
    ),
    addressesByStatus: [...statusCounts]
      .map(([status, count]) => ({ status, count }))
      .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
  };
}
