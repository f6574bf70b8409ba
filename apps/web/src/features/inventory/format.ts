import dayjs from 'dayjs';

/**
 * A date of a date input (YYYY-MM-DD, local) as unix seconds: the start of that day for a "from" bound, the
 * end of it for a "to" bound, so that a range of one day keeps that whole day. `undefined` when not a date.
 */
export function dateBoundToUnix(date: string | undefined, bound: 'from' | 'to'): number | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const day = dayjs(date, 'YYYY-MM-DD');
  if (!day.isValid()) return undefined;
  return (bound === 'from' ? day.startOf('day') : day.endOf('day')).unix();
}

/** The IPv4 (else IPv6) addresses of a host, comma-separated. */
export function addressesText(addresses: readonly { ipv4?: string; ipv6?: string }[] | undefined): string {
  return (addresses ?? [])
    .map((address) => address.ipv4 ?? address.ipv6 ?? '')
    .filter((text) => text !== '')
    .join(', ');
}

/** Numbers ascending, comma-separated (VLAN ids). */
export function idsText(ids: readonly number[] | undefined): string {
  return [...(ids ?? [])].sort((a, b) => a - b).join(', ');
}
