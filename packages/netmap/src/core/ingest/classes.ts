/** Cytoscape's `classes` comes as a space-separated string or as a list; both become a list. */
export function normaliseClasses(classes: unknown): string[] {
  if (typeof classes === 'string')
    return /\s/.test(classes) ? classes.split(/\s+/).filter(Boolean) : classes === '' ? [] : [classes];
  if (Array.isArray(classes)) return classes.filter((c): c is string => typeof c === 'string' && c !== '');
  return [];
}
