/**
 * IPv4 and IPv6 addresses and prefixes as plain values (`bigint` for every address, so both families share
 * the same arithmetic). Pure functions, no I/O, no dependency: used by the server (IPAM rules) and the web app
 * (forms, sorting, prefix details).
 */

export type IpVersion = 4 | 6;

/** One address. `value` is the address as an unsigned integer (32 or 128 bits). */
export type Ip = { readonly version: IpVersion; readonly value: bigint };

/**
 * An address with a prefix length, as written: `10.1.2.3/24` keeps its host bits (an interface address);
 * `networkOf` gives the prefix `10.1.2.0/24`.
 */
export type Cidr = { readonly version: IpVersion; readonly value: bigint; readonly length: number };

/** A closed range of addresses of one family, `first <= last`. */
export type IpRange = { readonly first: Ip; readonly last: Ip; readonly size: bigint };

export const MAX_PREFIX_LENGTH: Readonly<Record<IpVersion, number>> = { 4: 32, 6: 128 };

const BITS = { 4: 32n, 6: 128n } as const;

function allOnes(version: IpVersion): bigint {
  return (1n << BITS[version]) - 1n;
}

function hostMask(version: IpVersion, length: number): bigint {
  return (1n << (BITS[version] - BigInt(length))) - 1n;
}

// ---------------------------------------------------------------------------------------------------------
// Parsing

const DECIMAL_OCTET = /^(0|[1-9][0-9]{0,2})$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

function parseV4Value(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // Leading zeros are refused: `010` reads as octal in some tools and as decimal in others.
    if (!DECIMAL_OCTET.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseV6Value(input: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(input)) return null;
  let text = input;
  if (text.includes('.')) {
    // An embedded IPv4 address (`::ffff:192.0.2.1`) stands for the last two groups.
    const colon = text.lastIndexOf(':');
    if (colon < 0) return null;
    const v4 = parseV4Value(text.slice(colon + 1));
    if (v4 === null) return null;
    text = `${text.slice(0, colon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  let groups: string[];
  if (halves.length === 2) {
    const head = groupsOf(halves[0] ?? '');
    const tail = groupsOf(halves[1] ?? '');
    // `::` stands for at least one group of zeros.
    if (head.length + tail.length > 7) return null;
    groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  } else {
    groups = groupsOf(text);
    if (groups.length !== 8) return null;
  }
  let value = 0n;
  for (const group of groups) {
    if (!HEX_GROUP.test(group)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return value;
}

/**
 * Parses one IPv4 (`192.0.2.1`, no leading zeros) or IPv6 address (`2001:db8::1`, `::`, `::ffff:192.0.2.1`).
 * Zone ids (`fe80::1%eth0`), surrounding spaces and prefix lengths are refused. Answers null when invalid.
 */
export function parseIp(text: string): Ip | null {
  if (text.includes(':')) {
    const value = parseV6Value(text);
    return value === null ? null : { version: 6, value };
  }
  const value = parseV4Value(text);
  return value === null ? null : { version: 4, value };
}

export type ParseCidrOptions = {
  /** Refuse text without `/length` (default false: a lone address is a host prefix, /32 or /128). */
  requireLength?: boolean;
};

/**
 * Parses an address with an optional prefix length: `10.0.0.0/8`, `2001:db8::/32`, `192.0.2.1` (= /32). The
 * length is a decimal without leading zeros, 0–32 for IPv4 and 0–128 for IPv6. Host bits are kept (see
 * `networkOf`, `hasHostBits`). Answers null when invalid.
 */
export function parseCidr(text: string, options: ParseCidrOptions = {}): Cidr | null {
  const parts = text.split('/');
  if (parts.length > 2) return null;
  const ip = parseIp(parts[0] ?? '');
  if (!ip) return null;
  const lengthText = parts[1];
  if (lengthText === undefined) {
    return options.requireLength ? null : { ...ip, length: MAX_PREFIX_LENGTH[ip.version] };
  }
  if (!/^(0|[1-9][0-9]{0,2})$/.test(lengthText)) return null;
  const length = Number(lengthText);
  if (length > MAX_PREFIX_LENGTH[ip.version]) return null;
  return { ...ip, length };
}

/** A valid IPv4 or IPv6 address (no prefix length). */
export function isValidIp(text: string): boolean {
  return parseIp(text) !== null;
}

/** The comparison rule of the spec: IPv4 or IPv6, with an optional prefix length 0–32 or 0–128. */
export function isValidIpOrCidr(text: string): boolean {
  return parseCidr(text) !== null;
}

/** A prefix as IPAM stores it: address with an explicit length and no host bits set. */
export function isValidPrefix(text: string): boolean {
  const cidr = parseCidr(text, { requireLength: true });
  return cidr !== null && !hasHostBits(cidr);
}

// ---------------------------------------------------------------------------------------------------------
// Formatting

function formatV4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.');
}

function formatV6(value: bigint): string {
  // IPv4-mapped addresses keep their dotted tail (RFC 5952 §5).
  if (value >> 32n === 0xffffn) return `::ffff:${formatV4(value & 0xffffffffn)}`;
  const groups: number[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) groups.push(Number((value >> shift) & 0xffffn));
  // The longest run of two or more zero groups becomes `::` (the first one on a tie), as RFC 5952 says.
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** Canonical text: dotted decimal, or RFC 5952 IPv6 (lower case, shortest, `::ffff:a.b.c.d` for mapped). */
export function formatIp(ip: Ip): string {
  return ip.version === 4 ? formatV4(ip.value) : formatV6(ip.value);
}

/** Canonical `address/length` (host bits kept as given). */
export function formatCidr(cidr: Cidr): string {
  return `${formatIp(cidr)}/${cidr.length}`;
}

/** The canonical form of an address or CIDR text (`2001:DB8:0::1` → `2001:db8::1`); null when invalid. */
export function canonicalIp(text: string): string | null {
  if (text.includes('/')) {
    const cidr = parseCidr(text);
    return cidr ? formatCidr(cidr) : null;
  }
  const ip = parseIp(text);
  return ip ? formatIp(ip) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Prefix arithmetic

/** Host bits of the address are not all zero (`10.0.0.1/24`). */
export function hasHostBits(cidr: Cidr): boolean {
  return (cidr.value & hostMask(cidr.version, cidr.length)) !== 0n;
}

/** The prefix the address lies in: host bits cleared (`10.1.2.3/24` → `10.1.2.0/24`). */
export function networkOf(cidr: Cidr): Cidr {
  return {
    version: cidr.version,
    value: cidr.value & ~hostMask(cidr.version, cidr.length),
    length: cidr.length,
  };
}

/** The first address of the prefix (its network address). */
export function networkAddress(cidr: Cidr): Ip {
  return { version: cidr.version, value: cidr.value & ~hostMask(cidr.version, cidr.length) };
}

/** The last address of the prefix (the IPv4 broadcast address). */
export function broadcastAddress(cidr: Cidr): Ip {
  return { version: cidr.version, value: cidr.value | hostMask(cidr.version, cidr.length) };
}

/** Number of addresses of the prefix: 2^(32 − length) or 2^(128 − length). */
export function prefixSize(cidr: Cidr): bigint {
  return 1n << (BITS[cidr.version] - BigInt(cidr.length));
}

/** The whole prefix as a range. */
export function rangeOf(cidr: Cidr): IpRange {
  return makeRange(networkAddress(cidr).value, broadcastAddress(cidr).value, cidr.version);
}

function makeRange(first: bigint, last: bigint, version: IpVersion): IpRange {
  return { first: { version, value: first }, last: { version, value: last }, size: last - first + 1n };
}

/** The address lies in the prefix (same family only: `::ffff:10.0.0.1` is not in `10.0.0.0/8`). */
export function containsIp(prefix: Cidr, ip: Ip): boolean {
  if (prefix.version !== ip.version) return false;
  const mask = ~hostMask(prefix.version, prefix.length);
  return (ip.value & mask) === (prefix.value & mask);
}

/** `inner` lies wholly in `outer` (a prefix contains itself). */
export function containsCidr(outer: Cidr, inner: Cidr): boolean {
  return outer.version === inner.version && outer.length <= inner.length && containsIp(outer, inner);
}

/** The two prefixes share at least one address (one contains the other, or they are equal). */
export function overlaps(a: Cidr, b: Cidr): boolean {
  return containsCidr(a, b) || containsCidr(b, a);
}

/** Same network and length, host bits ignored. */
export function samePrefix(a: Cidr, b: Cidr): boolean {
  return a.length === b.length && containsCidr(a, b);
}

/** Same address (family and value). */
export function sameIp(a: Ip, b: Ip): boolean {
  return a.version === b.version && a.value === b.value;
}

/** `::ffff:a.b.c.d` as the IPv4 address `a.b.c.d`; any other address unchanged. */
export function unmapIpv4(ip: Ip): Ip {
  if (ip.version === 6 && ip.value >> 32n === 0xffffn) return { version: 4, value: ip.value & 0xffffffffn };
  return ip;
}

/** The address `offset` places after `ip`, or null past the end of the family. */
export function addToIp(ip: Ip, offset: bigint): Ip | null {
  const value = ip.value + offset;
  return value < 0n || value > allOnes(ip.version) ? null : { version: ip.version, value };
}

// ---------------------------------------------------------------------------------------------------------
// Sorting

/** IPv4 before IPv6, then by numeric value. */
export function compareIps(a: Ip, b: Ip): number {
  if (a.version !== b.version) return a.version - b.version;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

/** IPv4 before IPv6, then by network address, then the shorter prefix first (a parent before its children). */
export function compareCidrs(a: Cidr, b: Cidr): number {
  return (
    compareIps(networkAddress(a), networkAddress(b)) ||
    a.length - b.length ||
    compareIps({ version: a.version, value: a.value }, { version: b.version, value: b.value })
  );
}

/**
 * Comparator of address texts with optional prefix lengths (for `Array.prototype.sort`): IPv4 before IPv6,
 * numeric order, shorter prefix first; invalid texts after every valid one, in code-point order.
 */
export function compareIp(a: string, b: string): number {
  const left = parseCidr(a.trim());
  const right = parseCidr(b.trim());
  if (left && right) return compareCidrs(left, right);
  if (left) return -1;
  if (right) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A sorted copy (see `compareIp`). */
export function sortIps(texts: readonly string[]): string[] {
  return [...texts].sort(compareIp);
}

// ---------------------------------------------------------------------------------------------------------
// Free space and utilisation

export type Occupants = {
  /** Addresses in use (documented or seen). */
  addresses?: readonly Ip[];
  /** Child prefixes: every address they cover is in use. */
  prefixes?: readonly Cidr[];
};

export type UsableOptions = {
  /**
   * A pool: every address is usable. Otherwise the network address is reserved (IPv4 up to /30, IPv6 up to
   * /126: the subnet-router anycast address) and the IPv4 broadcast address too; /31, /32, /127 and /128 are
   * usable as a whole.
   */
  pool?: boolean;
};

/** The addresses of the prefix that can be assigned (see `UsableOptions`). */
export function usableRange(prefix: Cidr, options: UsableOptions = {}): IpRange {
  const whole = rangeOf(prefix);
  if (options.pool) return whole;
  const max = MAX_PREFIX_LENGTH[prefix.version];
  if (prefix.length >= max - 1) return whole;
  const first = whole.first.value + 1n;
  const last = prefix.version === 4 ? whole.last.value - 1n : whole.last.value;
  return makeRange(first, last, prefix.version);
}

/** Sorted, merged ranges of the occupants clipped to [first, last]. */
function occupiedRanges(version: IpVersion, first: bigint, last: bigint, occupants: Occupants) {
  const spans: [bigint, bigint][] = [];
  for (const ip of occupants.addresses ?? []) {
    if (ip.version === version && ip.value >= first && ip.value <= last) spans.push([ip.value, ip.value]);
  }
  for (const child of occupants.prefixes ?? []) {
    if (child.version !== version) continue;
    const range = rangeOf(child);
    const start = range.first.value > first ? range.first.value : first;
    const end = range.last.value < last ? range.last.value : last;
    if (start <= end) spans.push([start, end]);
  }
  spans.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const merged: [bigint, bigint][] = [];
  for (const span of spans) {
    const previous = merged[merged.length - 1];
    if (previous && span[0] <= previous[1] + 1n) {
      if (span[1] > previous[1]) previous[1] = span[1];
    } else {
      merged.push([span[0], span[1]]);
    }
  }
  return merged;
}

/** The usable addresses of the prefix that no address or child prefix occupies, as ranges in order. */
export function freeRanges(prefix: Cidr, occupants: Occupants = {}, options: UsableOptions = {}): IpRange[] {
  const usable = usableRange(prefix, options);
  const ranges: IpRange[] = [];
  let cursor = usable.first.value;
  for (const [start, end] of occupiedRanges(
    prefix.version,
    usable.first.value,
    usable.last.value,
    occupants,
  )) {
    if (start > cursor) ranges.push(makeRange(cursor, start - 1n, prefix.version));
    cursor = end + 1n;
  }
  if (cursor <= usable.last.value) ranges.push(makeRange(cursor, usable.last.value, prefix.version));
  return ranges;
}

/** The lowest usable address of the prefix that is free; null when the prefix is full. */
export function firstFreeIp(prefix: Cidr, occupants: Occupants = {}, options: UsableOptions = {}): Ip | null {
  return freeRanges(prefix, occupants, options)[0]?.first ?? null;
}

/**
 * Percent (0–100, floored to two decimals, so 100 only when full) of the usable addresses of the prefix that
 * are occupied by the addresses and child prefixes given.
 */
export function utilisation(prefix: Cidr, occupants: Occupants = {}, options: UsableOptions = {}): number {
  const usable = usableRange(prefix, options);
  let used = 0n;
  for (const [start, end] of occupiedRanges(
    prefix.version,
    usable.first.value,
    usable.last.value,
    occupants,
  )) {
    used += end - start + 1n;
  }
  return Number((used * 10_000n) / usable.size) / 100;
}

/** The smallest list of prefixes that covers exactly the range (for showing free ranges as CIDRs). */
export function rangeToCidrs(range: IpRange): Cidr[] {
  const { version } = range.first;
  const bits = BITS[version];
  const cidrs: Cidr[] = [];
  let start = range.first.value;
  const end = range.last.value;
  while (start <= end) {
    // The largest aligned block starting at `start` that does not pass `end`.
    let size = bits;
    while (size > 0n && ((start & ((1n << size) - 1n)) !== 0n || start + (1n << size) - 1n > end)) size -= 1n;
    cidrs.push({ version, value: start, length: Number(bits - size) });
    start += 1n << size;
  }
  return cidrs;
}
