/** Device types whose names are not their capitalised key. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  plc: 'PLC',
  hmi: 'HMI',
  rtu: 'RTU',
  'io-module': 'I/O module',
};

/** The type of a device (`dev_type`: `switch`, `plc`, `power-meter`, …) as a person reads it; '' when absent. */
export function deviceTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  const known = TYPE_NAMES[type];
  if (known) return known;
  const words = type.replaceAll('-', ' ').replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
