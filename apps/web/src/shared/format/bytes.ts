const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** A byte count for people: whole bytes below 1 KiB, else one decimal, 1024 per step (binary units). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
