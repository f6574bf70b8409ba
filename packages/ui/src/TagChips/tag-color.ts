/** Colours of tags: every tag of a class shares the class's colour. */

export { textColorOn } from '../contrast';

/** The palette new classes draw from (Mantine's 7th shades, readable as chip backgrounds). */
export const TAG_CLASS_PALETTE = [
  '#1971c2',
  '#e03131',
  '#2f9e44',
  '#f08c00',
  '#9c36b5',
  '#0c8599',
  '#c2255c',
  '#5f3dc4',
  '#66a80f',
  '#495057',
] as const;

export type ColoredTag = { klass: string; color: string };

/**
 * The colour of a class: the colour its existing tags carry, else one of the palette picked from the class
 * name (so the same new class always gets the same colour).
 */
export function colorForClass(klass: string, existing: readonly ColoredTag[]): string {
  const known = existing.find((tag) => tag.klass.toLowerCase() === klass.toLowerCase());
  if (known) return known.color;
  let hash = 0;
  for (const char of klass.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TAG_CLASS_PALETTE[hash % TAG_CLASS_PALETTE.length] ?? TAG_CLASS_PALETTE[0];
}
