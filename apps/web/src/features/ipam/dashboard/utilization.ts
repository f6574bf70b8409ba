/**
 * Used share of an address space in percent, rounded to one decimal and kept within 0-100; an empty space
 * (total 0 or less) is 0 % used. Address counts are `bigint` (IPv6 space does not fit a number).
 */
export function utilizationPercent(used: bigint, total: bigint): number {
  if (total <= 0n || used <= 0n) return 0;
  if (used >= total) return 100;
  return Number((used * 1000n + total / 2n) / total) / 10;
}

/** Colour of a utilisation bar: calm below 70 %, a warning up to 90 %, critical above. */
export function utilizationColor(percent: number): 'teal' | 'orange' | 'red' {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'orange';
  return 'teal';
}
