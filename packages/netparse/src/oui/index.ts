import { normalizeMac } from '../model/values';
import {
  OUI_KEYS_6,
  OUI_KEYS_7,
  OUI_KEYS_9,
  OUI_NAME_OF_6,
  OUI_NAME_OF_7,
  OUI_NAME_OF_9,
  OUI_NAMES,
} from './registry.gen';

/**
 * The organisation a MAC address was assigned to, from the IEEE registry (MA-S, then MA-M, then MA-L blocks),
 * compacted at install and build time by `scripts/oui.mjs`. Decoded on first use.
 */
type Table = { keys: string; width: number; names: number[] };

let decoded: { names: string[]; tables: Table[] } | undefined;

function tables() {
  decoded ??= {
    names: OUI_NAMES.split('\n'),
    tables: [
      { keys: OUI_KEYS_9, width: 9, names: OUI_NAME_OF_9.split(',').map((n) => Number.parseInt(n, 36)) },
      { keys: OUI_KEYS_7, width: 7, names: OUI_NAME_OF_7.split(',').map((n) => Number.parseInt(n, 36)) },
      { keys: OUI_KEYS_6, width: 6, names: OUI_NAME_OF_6.split(',').map((n) => Number.parseInt(n, 36)) },
    ],
  };
  return decoded;
}

function find(table: Table, prefix: string): number | undefined {
  let low = 0;
  let high = table.keys.length / table.width - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const key = table.keys.slice(middle * table.width, (middle + 1) * table.width);
    if (key === prefix) return table.names[middle];
    if (key < prefix) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

export type MacKind = 'universal' | 'local' | 'multicast';

/** Multicast (group bit) and locally administered (local bit) MACs have no registered vendor. */
export function macKind(mac: string): MacKind {
  const first = Number.parseInt(mac.slice(0, 2), 16);
  if (first & 1) return 'multicast';
  if (first & 2) return 'local';
  return 'universal';
}

const MODEL_FORM = /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/;

/** Vendors by the first 36 bits of a MAC (all the registry's blocks look at): hosts share a few prefixes. */
const VENDOR_OF_PREFIX = new Map<string, string | null>();

/** The vendor of a MAC as the IEEE registry names it, or `undefined` (unregistered, local, multicast). */
export function macVendor(raw: string): string | undefined {
  // A MAC in the model's form needs no normalising (the common case: hosts' MACs come from the model).
  const mac = MODEL_FORM.test(raw) ? raw : normalizeMac(raw);
  if (!mac || macKind(mac) !== 'universal') return undefined;
  const hex = mac.replace(/:/g, '');
  const prefix = hex.slice(0, 9);
  const known = VENDOR_OF_PREFIX.get(prefix);
  if (known !== undefined) return known ?? undefined;
  if (VENDOR_OF_PREFIX.size >= 50_000) VENDOR_OF_PREFIX.clear();
  const { names, tables: all } = tables();
  let vendor: string | undefined;
  for (const table of all) {
    const index = find(table, hex.slice(0, table.width));
    if (index !== undefined) {
      vendor = names[index];
      break;
    }
  }
  VENDOR_OF_PREFIX.set(prefix, vendor ?? null);
  return vendor;
}
