function parseHex(color: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m?.[1]) return undefined;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Adds to a memo of colour computations, kept small: colours come from a few palettes, but data can add any. */
export function remember<V>(memo: Map<string, V>, key: string, value: V): void {
  if (memo.size >= 4096) memo.clear();
  memo.set(key, value);
}

const mixes = new Map<string, string>();

/** Blends `color` towards `towards` by `amount` (0 = color, 1 = towards); both `#rrggbb`. */
export function mixColor(color: string, towards: string, amount: number): string {
  const key = `${color}|${towards}|${amount}`;
  let mixed = mixes.get(key);
  if (mixed === undefined) {
    mixed = computeMix(color, towards, amount);
    remember(mixes, key, mixed);
  }
  return mixed;
}

function computeMix(color: string, towards: string, amount: number): string {
  const a = parseHex(color);
  const b = parseHex(towards);
  if (!a || !b) return color;
  const t = Math.min(1, Math.max(0, amount));
  return `#${a
    .map((v, i) => Math.round(v + ((b[i] ?? v) - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

const DIM_AMOUNT = 0.82;

/** A colour faded towards the map's background (`towards`, white by default): nodes of no interest in a view. */
export function dim(color: string, towards = '#ffffff'): string {
  return mixColor(color, towards, DIM_AMOUNT);
}

/** Twelve distinguishable colours (Tableau 10 + two), reused cyclically for components. */
export const COMPONENT_PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
  '#1f77b4',
  '#8c564b',
] as const;

export function paletteColor(index: number): string {
  const n = COMPONENT_PALETTE.length;
  return COMPONENT_PALETTE[((index % n) + n) % n] ?? '#4e79a7';
}
