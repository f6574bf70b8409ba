/** The address of an entry of `addresses[]`: its IPv4, else its IPv6 (an entry written by hand may carry only that). */
export function addressText(entry: { ipv4?: unknown; ipv6?: unknown } | undefined): string | undefined {
  if (typeof entry?.ipv4 === 'string') return entry.ipv4;
  return typeof entry?.ipv6 === 'string' ? entry.ipv6 : undefined;
}
