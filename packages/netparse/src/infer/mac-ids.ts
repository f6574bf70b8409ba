/**
 * MACs of the model's form as numbers, and a table that numbers them. The tables of a large network hold a
 * million MAC entries: a `Map` keyed by their texts spends most of its time fetching each key's text from
 * memory to hash and compare it, where a 48-bit number in a typed array is one read.
 */

/** Hex digit values by character code; -1 for anything else (upper case included: the model's form is lower). */
const HEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) HEX[48 + i] = i;
for (let i = 0; i < 6; i++) HEX[97 + i] = 10 + i;

/**
 * The 48 bits of a MAC in the model's form (`aa:bb:cc:dd:ee:ff`, lower case) as a number, or -1 for any other
 * text. Numbers and texts of that form correspond one to one and sort alike.
 */
export function macBits(mac: string): number {
  if (mac.length !== 17) return -1;
  let high = 0;
  let low = 0;
  for (let i = 0; i < 17; i += 3) {
    if (i > 0 && mac.charCodeAt(i - 1) !== 58) return -1; // ':'
    const a = HEX[mac.charCodeAt(i)] ?? -1;
    const b = HEX[mac.charCodeAt(i + 1)] ?? -1;
    if (a < 0 || b < 0) return -1;
    if (i < 9) high = (high << 8) | (a << 4) | b;
    else low = (low << 8) | (a << 4) | b;
  }
  return high * 0x1000000 + low;
}

/**
 * Numbers MACs (as `macBits` gives them) 0, 1, 2, … in the order they are first added: open addressing over
 * typed arrays, grown at half full.
 */
export class MacIds {
  private keys: Float64Array;
  /** Id + 1 of the MAC in each slot; 0 for an empty slot. */
  private ids: Int32Array;
  private mask: number;
  /** The MACs by id. */
  private readonly bits: number[] = [];

  constructor(expected = 1024) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.keys = new Float64Array(capacity);
    this.ids = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.bits.length;
  }

  /** Every MAC added, in ascending order (the order of their texts). */
  sorted(): Float64Array {
    return Float64Array.from(this.bits).sort();
  }

  /** The id of a MAC, or -1 when it was never added. */
  get(mac: number): number {
    let slot = slotOf(mac) & this.mask;
    for (;;) {
      const id = this.ids[slot] ?? 0;
      if (id === 0) return -1;
      if (this.keys[slot] === mac) return id - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The id of a MAC, numbering it when it is new. */
  add(mac: number): number {
    let slot = slotOf(mac) & this.mask;
    for (;;) {
      const id = this.ids[slot] ?? 0;
      if (id === 0) break;
      if (this.keys[slot] === mac) return id - 1;
      slot = (slot + 1) & this.mask;
    }
    const id = this.bits.length;
    this.bits.push(mac);
    this.keys[slot] = mac;
    this.ids[slot] = id + 1;
    if (this.bits.length * 2 > this.mask) this.grow();
    return id;
  }

  private grow() {
    const keys = this.keys;
    const ids = this.ids;
    this.keys = new Float64Array(keys.length * 2);
    this.ids = new Int32Array(keys.length * 2);
    this.mask = keys.length * 2 - 1;
    for (let i = 0; i < keys.length; i++) {
      const id = ids[i] ?? 0;
      if (id === 0) continue;
      const mac = keys[i] ?? 0;
      let slot = slotOf(mac) & this.mask;
      while ((this.ids[slot] ?? 0) !== 0) slot = (slot + 1) & this.mask;
      this.keys[slot] = mac;
      this.ids[slot] = id;
    }
  }
}

/** A well-mixed 32-bit hash of 48 bits (the low bytes of MACs of one vendor differ, the high ones do not). */
function slotOf(mac: number): number {
  const high = (mac / 0x1000000) | 0;
  const low = mac % 0x1000000;
  let h = Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}
