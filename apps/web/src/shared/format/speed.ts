/**
 * A port speed with its unit: the model gives Mbit/s as a number (or the text a device printed, kept as it is
 * unless it is a bare number). 100 → '100 Mbit/s', 1000 → '1 Gbit/s', 2500 → '2.5 Gbit/s'; '' when absent.
 */
export function formatSpeed(speed: unknown): string {
  const mbits =
    typeof speed === 'number'
      ? speed
      : typeof speed === 'string' && /^\d+(\.\d+)?$/.test(speed.trim())
        ? Number(speed)
        : undefined;
  if (mbits === undefined) return typeof speed === 'string' ? speed.trim() : '';
  if (!Number.isFinite(mbits) || mbits < 0) return '';
  const [value, unit] =
    mbits >= 1_000_000
      ? [mbits / 1_000_000, 'Tbit/s']
      : mbits >= 1000
        ? [mbits / 1000, 'Gbit/s']
        : [mbits, 'Mbit/s'];
  return `${Number(value.toFixed(2))} ${unit}`;
}
