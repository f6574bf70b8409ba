/** Cytoscape's `classes` comes as a space-separated string or as a list; both become a list. */
export function normaliseClasses(classes: unknown): string[] {
  if (typeof classes === 'string') return classes.split(/\s+/).filter(Boolean);
  if (Array.isArray(classes)) return classes.filter((c): c is string => typeof c === 'string' && c !== '');
  return [];
}
