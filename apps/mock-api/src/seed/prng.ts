/**
 * Seeded pseudo-random numbers (mulberry32) and the helpers the generator draws from. Everything random in
 * the dataset comes from one of these, so that the same seed always yields the same dataset.
 */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A new array in a random order (Fisher–Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
  /** A child generator whose sequence does not depend on how much the parent draws afterwards. */
  fork: (label: string) => Rng;
};

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, used to derive independent sub-seeds from labels. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = copy[i] as (typeof copy)[number];
        copy[i] = copy[j] as (typeof copy)[number];
        copy[j] = a;
      }
      return copy;
    },
    fork: (label) => createRng(hashString(label, seed)),
  };
  return rng;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID: 10 characters of millisecond time, then 16 characters of randomness drawn from `rng`. */
export function ulid(rng: Rng, timeMs: number): string {
  let time = Math.max(0, Math.floor(timeMs));
  let timePart = '';
  for (let i = 0; i < 10; i++) {
    timePart = CROCKFORD.charAt(time % 32) + timePart;
    time = Math.floor(time / 32);
  }
  let randomPart = '';
  for (let i = 0; i < 16; i++) randomPart += CROCKFORD.charAt(Math.floor(rng.next() * 32));
  return timePart + randomPart;
}

export const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** The millisecond time encoded in a ULID. */
export function ulidTime(id: string): number {
  let time = 0;
  for (const char of id.slice(0, 10)) time = time * 32 + CROCKFORD.indexOf(char);
  return time;
}
