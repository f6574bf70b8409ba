import type { Db, Scope } from './types';

/**
 * Documents that are being stored after the server started answering (a first start that stores the generated
 * dataset in the background, `SEED_IN_BACKGROUND`). Until every document is stored, readers are answered from
 * here — all of them — with the documents exactly as the database gives them back once stored (JSONB's order
 * of members, no `undefined` members, nothing shared between documents), one per id, in the order a read of the
 * stored rows gives. Writes wait until everything is stored, so these documents are also the stored state, and
 * the readers' cache may keep them (`heldDocLists`).
 */

export type RawDoc = { id: string; data: unknown };

/** Documents of a kind as stored: one per id in stored order, each as the JSON text JSONB gives back. */
export type DocTexts = { ids: string[]; texts: string[] };

/** The documents of a kind as the readers take them: in stored order, with each id's position. */
export type DocList = { docs: unknown[]; positions: Map<string, number> };

type Entry = { texts: Promise<DocTexts>; read?: Promise<DocList>; decoded?: DocList };

const pending = new WeakMap<Db, Map<string, Entry>>();

const keyOf = (scope: Scope, kind: string) => `${scope.networkId}/${scope.snapshotId}/${kind}`;

/**
 * Holds the documents of a kind that are about to be stored; they may still be on their way (generated
 * elsewhere): readers wait for them. A failure reaches whoever waits for them, readers or storing.
 */
export function holdPendingDocs(db: Db, scope: Scope, kind: string, texts: Promise<DocTexts>): void {
  const held = pending.get(db) ?? new Map<string, Entry>();
  pending.set(db, held);
  texts.catch(() => undefined);
  held.set(keyOf(scope, kind), { texts });
}

/** Whether documents of this database are held until they are stored. */
export function hasPendingDocs(db: Db): boolean {
  return (pending.get(db)?.size ?? 0) > 0;
}

/** The held documents of the kind, decoded, or `undefined` when nothing of it is held (read the database). */
export function pendingDocs(db: Db, scope: Scope, kind: string): Promise<DocList> | undefined {
  const entry = pending.get(db)?.get(keyOf(scope, kind));
  if (!entry) return undefined;
  entry.read ??= entry.texts.then((texts) => {
    entry.decoded = decoded(texts);
    return entry.decoded;
  });
  return entry.read;
}

/** The documents to store for a held kind (undefined when nothing of it is held). */
export function pendingDocTexts(db: Db, scope: Scope, kind: string): Promise<DocTexts> | undefined {
  return pending.get(db)?.get(keyOf(scope, kind))?.texts;
}

/** The held kinds that readers decoded, with their documents. */
export function heldDocLists(db: Db): { scope: Scope; kind: string; list: DocList }[] {
  const lists: { scope: Scope; kind: string; list: DocList }[] = [];
  for (const [key, entry] of pending.get(db) ?? []) {
    if (!entry.decoded) continue;
    const [networkId, snapshotId, ...kind] = key.split('/');
    const scope = { networkId: Number(networkId), snapshotId: Number(snapshotId) };
    lists.push({ scope, kind: kind.join('/'), list: entry.decoded });
  }
  return lists;
}

/** Everything is stored (or storing was abandoned): readers go to the database from now on. */
export function releasePendingDocs(db: Db): void {
  pending.delete(db);
}

/**
 * Documents given in any order, an id perhaps twice (the last one counts), as they will be stored and read
 * back: one per id in the order of the primary key's index (`doc_id` in the database's C collation, i.e. by
 * bytes), which reads of the stored rows use, each as the JSON text of what JSONB gives back.
 */
export function storedDocTexts(raw: readonly RawDoc[]): DocTexts {
  const last = new Map<string, unknown>();
  for (const doc of raw) last.set(doc.id, doc.data);
  const ids = [...last.keys()].sort(compareBytes);
  return { ids, texts: ids.map((id) => storedJsonText(last.get(id) ?? null) ?? 'null') };
}

function decoded({ ids, texts }: DocTexts): DocList {
  const docs = JSON.parse(`[${texts.join(',')}]`) as unknown[];
  const positions = new Map<string, number>();
  ids.forEach((id, index) => {
    positions.set(id, index);
  });
  return { docs, positions };
}

/**
 * A JSON value as PostgreSQL's JSONB gives it back: object members ordered by the byte length of their key,
 * then by the key's bytes; members whose value is `undefined` (or a function) left out; `undefined` in an
 * array as `null`; `toJSON` applied (dates become strings); non-finite numbers as `null`.
 */
export function asStoredJsonb(value: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'number' && !Number.isFinite(value) ? null : value;
  }
  if (Array.isArray(value)) {
    const items = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index += 1) {
      const item = asStoredJsonb(value[index]);
      items[index] =
        item === undefined || typeof item === 'function' || typeof item === 'symbol' ? null : item;
    }
    return items;
  }
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return asStoredJsonb(withJson.toJSON());
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of storedKeyOrder(Object.keys(source))) {
    const member = asStoredJsonb(source[key]);
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    result[key] = member;
  }
  return result;
}

/**
 * `JSON.stringify(asStoredJsonb(value))`, written in one pass without the copy: the members of each object in
 * the order the copy's object would list them (array-index keys first, ascending, as every JavaScript object
 * lists them; the others in JSONB's order). `undefined` where `JSON.stringify` would give nothing.
 *
 * The pieces are joined once at the end, so the text is one flat string: concatenating them as they come makes a
 * tree of thousands of small strings per document, which lives (and is copied by the garbage collector) until
 * the text is flattened where it is posted or stored.
 */
export function storedJsonText(value: unknown): string | undefined {
  const out: string[] = [];
  return writeStoredJson(value, out) ? out.join('') : undefined;
}

/** Appends the JSON text of `value` to `out`; false (nothing appended) where `JSON.stringify` gives nothing. */
function writeStoredJson(value: unknown, out: string[]): boolean {
  if (value === null) {
    out.push('null');
    return true;
  }
  switch (typeof value) {
    case 'string':
      out.push(JSON.stringify(value));
      return true;
    case 'number':
      out.push(Number.isFinite(value) ? String(value) : 'null');
      return true;
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return true;
    case 'object':
      break;
    case 'bigint':
      throw new TypeError('a BigInt cannot be stored as JSON');
    default:
      return false;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) out.push(',');
      if (!writeStoredJson(value[index], out)) out.push('null');
    }
    out.push(']');
    return true;
  }
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return writeStoredJson(withJson.toJSON(), out);
  const source = value as Record<string, unknown>;
  const { keys, first, next } = listedKeyOrder(Object.keys(source));
  const opened = out.length;
  out.push('{');
  for (let index = 0; index < keys.length; index += 1) {
    const mark = out.length;
    out.push(mark === opened + 1 ? (first[index] as string) : (next[index] as string));
    // A member JSON leaves out (undefined, a function) takes its key back.
    if (!writeStoredJson(source[keys[index] as string], out)) out.length = mark;
  }
  out.push('}');
  return true;
}

/** An array index as JavaScript objects list them first: a canonical integer below 2³² − 1. */
const isArrayIndex = (key: string) => /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;

/**
 * The keys of an object in the order the copy lists them, each also as the JSON text that opens its member:
 * `"key":` for the first member written, `,"key":` for the others.
 */
type ListedKeys = { keys: readonly string[]; first: readonly string[]; next: readonly string[] };

/** `storedKeyOrder`, then the array-index keys moved first (their JSONB order is already ascending). */
const listedOrders = new Map<string, ListedKeys>();

function listedKeyOrder(keys: string[]): ListedKeys {
  const shape = keys.join('\u0000');
  const known = listedOrders.get(shape);
  if (known) return known;
  const sorted = storedKeyOrder([...keys]);
  const listed = sorted.some(isArrayIndex)
    ? [...sorted.filter(isArrayIndex), ...sorted.filter((key) => !isArrayIndex(key))]
    : sorted;
  const first = listed.map((key) => `${JSON.stringify(key)}:`);
  const entry = { keys: listed, first, next: first.map((text) => `,${text}`) };
  if (listedOrders.size >= KEY_ORDERS) listedOrders.clear();
  listedOrders.set(shape, entry);
  return entry;
}

/** Key orders by the keys' own order: the documents of a kind share a few shapes, each sorted once. */
const keyOrders = new Map<string, string[]>();
const KEY_ORDERS = 4096;

function storedKeyOrder(keys: string[]): string[] {
  if (keys.length < 2) return keys;
  const shape = keys.join('\u0000');
  const known = keyOrders.get(shape);
  if (known) return known;
  const sorted = keys.sort(compareJsonbKeys);
  if (keyOrders.size >= KEY_ORDERS) keyOrders.clear();
  keyOrders.set(shape, sorted);
  return sorted;
}

/** JSONB's order of object keys: shorter (in UTF-8 bytes) first, equal lengths by their bytes. */
export function compareJsonbKeys(a: string, b: string): number {
  if (ASCII.test(a) && ASCII.test(b)) return a.length - b.length || compareBytes(a, b);
  return Buffer.byteLength(a, 'utf8') - Buffer.byteLength(b, 'utf8') || compareBytes(a, b);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the test is for ASCII, control characters included
const ASCII = /^[\u0000-\u007f]*$/;

/** Strings by their UTF-8 bytes (the C collation). */
export function compareBytes(a: string, b: string): number {
  if (ASCII.test(a) && ASCII.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
