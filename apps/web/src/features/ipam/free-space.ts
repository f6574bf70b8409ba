import { parseCidr } from '@lne/ip';

/**
 * The next free address as the IP address form wants it: with the prefix's length (`10.20.0.1/24`), so the
 * documented address carries its subnet. Without a valid prefix, the address alone.
 */
export function nextFreeAddress(nextFreeIp: string, prefix: string): string {
  const cidr = parseCidr(prefix);
  return cidr ? `${nextFreeIp}/${cidr.length}` : nextFreeIp;
}

/** A count of addresses (a decimal string, an IPv6 /64 holds 2^64) with thousands separators. */
export function formatCount(count: string): string {
  return /^\d+$/.test(count) ? count.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : count;
}
