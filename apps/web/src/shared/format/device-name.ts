/** A device that sent no name (spec: the netmap labels it so). */
const UNNAMED_DEVICE = 'Discovered Device';

/**
 * The name a device is shown by everywhere (lists, links, details header, netmap panel, pickers): its own name,
 * or 'Discovered Device' (the netmap's label for a device that sent none) when it has none.
 */
export function deviceDisplayName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? UNNAMED_DEVICE : trimmed;
}

/** What the netmap search looks a device up by: its name, else its IP (every discovered device shares the label). */
export function mapQuery(name: string | null | undefined, ip: string | null | undefined): string {
  return name?.trim() || ip?.trim() || '';
}
