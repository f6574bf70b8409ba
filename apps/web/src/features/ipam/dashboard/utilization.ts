import type { SamplePrefix, SamplePrefixStatus } from './sample-data';

/**
 * Used share of an address space in percent, rounded to one decimal and kept within 0-100; an empty space
 * (total 0 or less) is 0 % used.
 */
export function utilizationPercent(used: number, total: number): number {
  if (!(total > 0) || !(used > 0)) return 0;
  const percent = Math.round((used / total) * 1000) / 10;
  return Math.min(100, percent);
}

/** Prefixes ordered by utilisation, highest first (ties by prefix text), at most `limit`. */
export function topByUtilization(prefixes: readonly SamplePrefix[], limit: number): SamplePrefix[] {
  return [...prefixes]
    .sort(
      (a, b) =>
        utilizationPercent(b.usedIPs, b.totalIPs) - utilizationPercent(a.usedIPs, a.totalIPs) ||
        a.prefix.localeCompare(b.prefix),
    )
    .slice(0, limit);
}

/** Spec §4: chip colours of the prefix statuses (success, default, error). */
export const PREFIX_STATUS_COLORS: Record<SamplePrefixStatus, 'green' | 'gray' | 'red'> = {
  Active: 'green',
  Reserved: 'gray',
  Deprecated: 'red',
};

/** Colour of a utilisation bar: calm below 70 %, a warning up to 90 %, critical above. */
export function utilizationColor(percent: number): 'teal' | 'orange' | 'red' {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'orange';
  return 'teal';
}
