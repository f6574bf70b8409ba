import {
  type Cidr,
  firstFreeIp,
  formatCidr,
  formatIp,
  freeRanges,
  type Ip,
  networkOf,
  parseCidr,
  rangeToCidrs,
} from '@lne/ip';

/** A free range of a prefix as shown on the prefix detail page. */
export type FreeRange = { first: string; last: string; size: string; cidrs: string[] };

export type FreeSpace = { ranges: FreeRange[]; nextFree: string | null };

const parseAll = (texts: readonly string[]) =>
  texts.map((text) => parseCidr(text)).filter((cidr): cidr is Cidr => cidr !== null);

/**
 * Free ranges and the next free address of a prefix, given its child prefixes and the addresses documented in
 * it (addresses carry their own length, `10.20.0.11/24`; only the address counts). `nextFree` carries the
 * prefix's length, ready for the IP address form. A pool has no reserved network/broadcast address.
 */
export function freeSpaceOf(
  prefix: string,
  children: readonly string[],
  addresses: readonly string[],
  pool = false,
): FreeSpace {
  const parsed = parseCidr(prefix);
  if (!parsed) return { ranges: [], nextFree: null };
  const network = networkOf(parsed);
  const occupants = {
    prefixes: parseAll(children),
    addresses: parseAll(addresses).map((cidr): Ip => ({ version: cidr.version, value: cidr.value })),
  };
  const ranges = freeRanges(network, occupants, { pool }).map((range) => ({
    first: formatIp(range.first),
    last: formatIp(range.last),
    size: range.size.toString(),
    cidrs: rangeToCidrs(range).map(formatCidr),
  }));
  const next = firstFreeIp(network, occupants, { pool });
  return { ranges, nextFree: next ? `${formatIp(next)}/${network.length}` : null };
}
