import { createHash, randomBytes } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  DeviceConfig,
  DeviceRecord,
  GroupNode,
  HostRecord,
  NetworkData,
  Tag,
  VlanRecord,
  Zone,
} from '../model/documents';
import { repairedDoc } from './doc-repair';
import type { Db } from './index';
import { type DocList, type DocTexts, pendingDocs, type RawDoc } from './pending-docs';
import { explorerNetworks, networkDocs } from './schema';

/**
 * Typed access to the JSONB documents of `network_docs`. Every document belongs to one network and one
 * snapshot (1 is live); a snapshot is a copy of the live rows, so the same readers serve both.
 */

/** A stored config version: the generator's version plus the commit that recorded it (null while staged). */
export type StoredConfig = DeviceConfig & { commit_id: string | null };
export type StoredHost = HostRecord & { id: number };
export type HostExtended = {
  mac_address: string;
  attributes: Record<string, string | number | boolean>;
  updated: number;
};

/**
 * The kinds of `network_docs` and their `doc_id`: `device` (ULID), `host` (hw_id), `vlan` (vlan_db_id), `tag`
 * (tag_id), `group` (`parent-<n>`), `zone` (id), `config` (config id), `host_extended` (lower-case MAC),
 * `layout` (view name, live only), `assessment` (`latest`), `collector_task` (task UUID, live only).
 */
export type DocKinds = {
  device: DeviceRecord;
  host: StoredHost;
  vlan: VlanRecord;
  tag: Tag;
  group: GroupNode;
  zone: Zone;
  config: StoredConfig;
  host_extended: HostExtended;
  layout: unknown;
  assessment: unknown;
  collector_task: unknown;
};
export type DocKind = keyof DocKinds;

import type { Scope } from './types';

export type { Scope };

function where(scope: Scope, kind: DocKind) {
  return and(
    eq(networkDocs.explorerNetworkId, scope.networkId),
    eq(networkDocs.snapshotId, scope.snapshotId),
    eq(networkDocs.kind, kind),
  );
}

type CacheEntry = {
  /** The kind's version in `network_doc_versions` when the documents were read (read before them). */
  version: number;
  docs: unknown[];
  /** The position of each document in `docs`, by `doc_id`. */
  positions: Map<string, number>;
};
const CACHE_ENTRIES = 24;
const caches = new WeakMap<Db, Map<string, CacheEntry>>();
/** At most this many changed documents are re-read one by one; more and the kind is read again. */
export const INCREMENTAL_READ_LIMIT = 256;

/** How `readDocs` calls were answered since the start, by kind of read (tests and diagnostics). */
export const readStats = { full: 0, incremental: 0, cached: 0, pending: 0 };

/**
 * Decoding the JSON of a large network dominates every read, so decoded documents are kept per scope and
 * kind. The cache is checked against the kind's version in `network_doc_versions`, which triggers raise on
 * every insert, update, delete or truncate of `network_docs` by any code, so a stale entry is never answered.
 * The version is read before the documents: an entry is never keyed newer than its data.
 */
export async function docVersion(db: Db, scope: Scope, kind: string): Promise<string> {
  const result = await db.execute(
    sql`SELECT version::text AS v FROM network_doc_versions
        WHERE explorer_network_id = ${scope.networkId} AND snapshot_id = ${scope.snapshotId} AND kind = ${kind}`,
  );
  const rows = (result as unknown as { rows?: { v: string }[] }).rows ?? [];
  return rows[0]?.v ?? '0';
}

type Rows<T> = { rows?: T[] };

/**
 * The ids of the documents changed after version `from` up to `to`, from `network_doc_changes` (migration
 * 0004); `undefined` when that log cannot say: a version without its entry (pruned, or a TRUNCATE), a
 * statement that changed too many documents to list, or more changes than are worth reading one by one.
 */
async function changedSince(
  db: Db,
  scope: Scope,
  kind: string,
  from: number,
  to: number,
): Promise<string[] | undefined> {
  if (to < from || to - from > INCREMENTAL_READ_LIMIT) return undefined;
  const result = (await db.execute(
    sql`SELECT version::text AS v, doc_id FROM network_doc_changes
        WHERE explorer_network_id = ${scope.networkId} AND snapshot_id = ${scope.snapshotId} AND kind = ${kind}
          AND version > ${from} AND version <= ${to}`,
  )) as unknown as Rows<{ v: string; doc_id: string | null }>;
  const versions = new Set<string>();
  const ids = new Set<string>();
  for (const row of result.rows ?? []) {
    if (row.doc_id === null) return undefined;
    versions.add(row.v);
    ids.add(row.doc_id);
  }
  if (versions.size !== to - from || ids.size > INCREMENTAL_READ_LIMIT) return undefined;
  return [...ids];
}

/** The entry with the changed documents re-read: replaced in place, new ones appended, deleted ones dropped. */
async function patched(
  db: Db,
  scope: Scope,
  kind: string,
  entry: CacheEntry,
  version: number,
  ids: readonly string[],
): Promise<CacheEntry> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: networkDocs.docId, data: networkDocs.data })
          .from(networkDocs)
          .where(
            and(
              eq(networkDocs.explorerNetworkId, scope.networkId),
              eq(networkDocs.snapshotId, scope.snapshotId),
              eq(networkDocs.kind, kind),
              inArray(networkDocs.docId, [...ids]),
            ),
          );
  const found = new Map(rows.map((row) => [row.id, repairedDoc(kind, row.id, row.data)]));
  const docs = [...entry.docs];
  const docIds = idsOf(entry);
  const removed = new Set<number>();
  for (const id of ids) {
    const position = entry.positions.get(id);
    const data = found.get(id);
    if (position === undefined) {
      if (data === undefined) continue;
      docs.push(data);
      docIds.push(id);
    } else if (data === undefined) {
      removed.add(position);
    } else {
      docs[position] = data;
    }
  }
  if (removed.size === 0) return { version, docs, positions: positionsOf(docIds, entry.positions) };
  const keptDocs: unknown[] = [];
  const keptIds: string[] = [];
  for (let index = 0; index < docs.length; index += 1) {
    const id = docIds[index];
    if (id === undefined || removed.has(index)) continue;
    keptDocs.push(docs[index]);
    keptIds.push(id);
  }
  return { version, docs: keptDocs, positions: positionsOf(keptIds) };
}

/** The ids of an entry in document order. */
function idsOf(entry: CacheEntry): string[] {
  const ids = new Array<string>(entry.docs.length);
  for (const [id, position] of entry.positions) ids[position] = id;
  return ids;
}

/** Positions by id; `previous` is reused (copied) when only documents were appended. */
function positionsOf(ids: readonly string[], previous?: ReadonlyMap<string, number>): Map<string, number> {
  const positions = new Map(previous ?? []);
  for (let index = previous?.size ?? 0; index < ids.length; index += 1) {
    const id = ids[index];
    if (id !== undefined) positions.set(id, index);
  }
  return positions;
}

/**
 * Every document of the kind in the scope, as the cached array itself: the same array (by identity) for as
 * long as the stored rows are unchanged, so callers can memoise what they derive from it. Never mutate it.
 * After a change of a few documents only those are read again (`network_doc_changes`); the other documents
 * keep their identity in the new array, so callers can also memoise per document.
 */
export async function readDocs<K extends DocKind>(
  db: Db,
  scope: Scope,
  kind: K,
): Promise<readonly DocKinds[K][]> {
  const held = pendingDocs(db, scope, kind);
  if (held) {
    readStats.pending += 1;
    return (await held).docs as DocKinds[K][];
  }
  const key = `${scope.networkId}/${scope.snapshotId}/${kind}`;
  const cache = caches.get(db) ?? new Map<string, CacheEntry>();
  caches.set(db, cache);
  const version = Number(await docVersion(db, scope, kind));
  const hit = cache.get(key);
  if (hit && hit.version === version) {
    readStats.cached += 1;
    cache.delete(key);
    cache.set(key, hit);
    return hit.docs as DocKinds[K][];
  }
  const changed = hit ? await changedSince(db, scope, kind, hit.version, version) : undefined;
  let entry: CacheEntry;
  if (hit && changed) {
    readStats.incremental += 1;
    entry = await patched(db, scope, kind, hit, version, changed);
  } else {
    readStats.full += 1;
    const rows = await db
      .select({ id: networkDocs.docId, data: networkDocs.data })
      .from(networkDocs)
      .where(where(scope, kind));
    entry = {
      version,
      docs: rows.map((row) => repairedDoc(kind, row.id, row.data)),
      positions: positionsOf(rows.map((row) => row.id)),
    };
  }
  keep(db, key, entry);
  return entry.docs as DocKinds[K][];
}

/** Keeps an entry unless a concurrent read stored a newer state meanwhile; the least recently used go. */
function keep(db: Db, key: string, entry: CacheEntry): void {
  const cache = caches.get(db) ?? new Map<string, CacheEntry>();
  caches.set(db, cache);
  const current = cache.get(key);
  if (!current || current.version <= entry.version) {
    cache.delete(key);
    cache.set(key, entry);
  }
  if (cache.size > CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/**
 * Keeps documents known to be exactly the stored rows of a kind (the held documents of a background seed, with
 * writes held back until it ends) as what `readDocs` answers at the kind's current version, so that the first
 * read after storing does not decode them again.
 */
export async function keepStoredDocs(db: Db, scope: Scope, kind: string, list: DocList): Promise<void> {
  const version = Number(await docVersion(db, scope, kind));
  keep(db, `${scope.networkId}/${scope.snapshotId}/${kind}`, {
    version,
    docs: list.docs,
    positions: list.positions,
  });
}

/** Every document of the kind in the scope (a fresh array; the documents themselves must not be mutated). */
export async function listDocs<K extends DocKind>(db: Db, scope: Scope, kind: K): Promise<DocKinds[K][]> {
  return [...(await readDocs(db, scope, kind))];
}

export async function getDoc<K extends DocKind>(
  db: Db,
  scope: Scope,
  kind: K,
  docId: string,
): Promise<DocKinds[K] | undefined> {
  const pendingList = pendingDocs(db, scope, kind);
  if (pendingList) {
    const held = await pendingList;
    const position = held.positions.get(docId);
    return position === undefined ? undefined : (held.docs[position] as DocKinds[K]);
  }
  const [row] = await db
    .select({ data: networkDocs.data })
    .from(networkDocs)
    .where(and(where(scope, kind), eq(networkDocs.docId, docId)));
  return row ? (repairedDoc(kind, docId, row.data) as DocKinds[K]) : undefined;
}

/** Documents per statement: large enough that statement overhead vanishes, small enough for one JSON text. */
const BULK_CHUNK = 2000;
/**
 * Characters of JSON per statement: a device of a large network is about 15 kB, and one statement holds the
 * thread (PGlite runs on it) while PostgreSQL parses its text, so a statement stays near a second at most.
 */
const BULK_CHARS = 2_000_000;

export type PutOptions = {
  /** Characters of JSON per statement (default `BULK_CHARS`): smaller statements hold the thread less long. */
  maxChars?: number;
  /** Awaited before each statement, e.g. to let requests go first. */
  pace?: () => Promise<void>;
};

/**
 * Inserts or replaces documents of any kind (also the IPAM kinds, which are no `DocKind`). The documents of a
 * chunk travel as one JSON array parameter that PostgreSQL unpacks with `jsonb_array_elements`: binding
 * thousands of separate parameters costs more in query building than storing the rows does. A chunk ends
 * after `BULK_CHUNK` documents or `BULK_CHARS` characters of JSON, whichever comes first.
 */
export async function putRawDocs(
  db: Db,
  scope: Scope,
  kind: string,
  given: readonly { id: string; data: unknown }[],
  options: PutOptions = {},
): Promise<void> {
  // One statement may not write a row twice: when an id comes again, its last document is the one kept.
  const docs = new Set(given.map((doc) => doc.id)).size === given.length ? given : lastPerId(given);
  await putDocTexts(
    db,
    scope,
    kind,
    { ids: docs.map((doc) => doc.id), texts: docs.map((doc) => JSON.stringify(doc.data)) },
    options,
  );
}

/** As `putRawDocs`, for documents already serialised (one id once, each with the JSON text of its document). */
export async function putDocTexts(
  db: Db,
  scope: Scope,
  kind: string,
  docs: DocTexts,
  options: PutOptions = {},
): Promise<void> {
  const maxChars = options.maxChars ?? BULK_CHARS;
  let parts: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (parts.length === 0) return;
    const text = `[${parts.join(',')}]`;
    parts = [];
    chars = 0;
    // PGlite answers from the same thread: let other work (requests) run between the statements.
    await yieldToLoop();
    await options.pace?.();
    await db.execute(
      sql`INSERT INTO network_docs (explorer_network_id, snapshot_id, kind, doc_id, data)
          SELECT ${scope.networkId}::int, ${scope.snapshotId}::int, ${kind}::text, e->>'id', e->'data'
          FROM jsonb_array_elements(${text}::jsonb) AS e
          ON CONFLICT (explorer_network_id, snapshot_id, kind, doc_id) DO UPDATE SET data = excluded.data`,
    );
  };
  docs.ids.forEach((id, index) => {
    parts.push(`{"id":${JSON.stringify(id)},"data":${docs.texts[index] ?? 'null'}}`);
  });
  // Statements are cut by count and size; `parts` is consumed in order.
  const all = parts;
  parts = [];
  for (const part of all) {
    parts.push(part);
    chars += part.length;
    if (parts.length >= BULK_CHUNK || chars >= maxChars) await flush();
  }
  await flush();
}

function lastPerId<T extends { id: string }>(docs: readonly T[]): T[] {
  return [...new Map(docs.map((doc) => [doc.id, doc])).values()];
}

/** Inserts or replaces documents. */
export async function putDocs<K extends DocKind>(
  db: Db,
  scope: Scope,
  kind: K,
  docs: { id: string; data: DocKinds[K] }[],
): Promise<void> {
  await putRawDocs(db, scope, kind, docs);
}

export async function putDoc<K extends DocKind>(
  db: Db,
  scope: Scope,
  kind: K,
  id: string,
  data: DocKinds[K],
): Promise<void> {
  await putDocs(db, scope, kind, [{ id, data }]);
}

/** Deletes the documents; answers how many were deleted. */
export async function deleteDocs(db: Db, scope: Scope, kind: DocKind, ids?: string[]): Promise<number> {
  const condition = ids ? and(where(scope, kind), inArray(networkDocs.docId, ids)) : where(scope, kind);
  const deleted = await db.delete(networkDocs).where(condition).returning({ id: networkDocs.docId });
  return deleted.length;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new ULID: 48 bits of milliseconds and 80 random bits, Crockford base 32. */
export function newUlid(now = Date.now()): string {
  let time = '';
  let rest = now;
  for (let i = 0; i < 10; i += 1) {
    time = CROCKFORD[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const random = randomBytes(16);
  let tail = '';
  for (let i = 0; i < 16; i += 1) tail += CROCKFORD[(random[i] ?? 0) % 32];
  return time + tail;
}

/**
 * One network state as the documents of each kind, as they are stored; each kind's documents are built when
 * asked for (and the state itself, when it is given as a function, when first needed).
 */
export function networkDataDocs(
  state: NetworkData | (() => NetworkData),
): { kind: DocKind; docs: () => RawDoc[] }[] {
  let resolved: NetworkData | undefined;
  const data = (): NetworkData => {
    resolved ??= typeof state === 'function' ? state() : state;
    return resolved;
  };
  return [
    { kind: 'device', docs: () => data().devices.map((device) => ({ id: device.unique_id, data: device })) },
    {
      kind: 'host',
      docs: () =>
        data().hosts.map((host, index) => ({
          id: host.data.hw_id,
          data: { ...host, id: 'id' in host && typeof host.id === 'number' ? host.id : index + 1 },
        })),
    },
    { kind: 'vlan', docs: () => data().vlans.map((vlan) => ({ id: String(vlan.vlan_db_id), data: vlan })) },
    {
      kind: 'tag',
      docs: () =>
        data().tags.map((tag) => ({
          id: String(tag.tag_id),
          data: { ...tag, color: tagColorHex(tag.color) },
        })),
    },
    { kind: 'group', docs: () => data().groups.map((group) => ({ id: group.id, data: group })) },
    { kind: 'zone', docs: () => data().zones.map((zone) => ({ id: String(zone.id), data: zone })) },
    {
      kind: 'config',
      docs: () =>
        data().configs.map((config) => ({
          id: String(config.id),
          data: {
            ...config,
            commit_id:
              'commit_id' in config && typeof config.commit_id === 'string'
                ? config.commit_id
                : commitIdOf(`${config.device_id}:${config.version}`),
          },
        })),
    },
  ];
}

/** Stores one network state (the generator's `NetworkData`) as the documents of a snapshot. */
export async function storeNetworkData(db: Db, scope: Scope, data: NetworkData): Promise<void> {
  for (const { kind, docs } of networkDataDocs(data)) await putRawDocs(db, scope, kind, docs());
}

/** Mantine palette names (shade 6) of the generator's tags, as the contract's `#rrggbb`. */
const PALETTE: Record<string, string> = {
  red: '#fa5252',
  orange: '#fd7e14',
  yellow: '#fab005',
  green: '#40c057',
  teal: '#12b886',
  blue: '#228be6',
  grape: '#be4bdb',
  violet: '#7950f2',
  indigo: '#4c6ef5',
  cyan: '#15aabf',
  pink: '#e64980',
  lime: '#82c91e',
  gray: '#868e96',
};

export function tagColorHex(color: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color : (PALETTE[color] ?? '#868e96');
}

/** A git-like commit id (40 hex digits) derived from what the commit records. */
export function commitIdOf(content: string): string {
  return createHash('sha1').update(content).digest('hex');
}

/** Stores the live state of every generated network whose explorer network exists (snapshot 1). */
export async function storeLiveNetworks(
  db: Db,
  networks: readonly { network: { id: number }; live: NetworkData }[],
): Promise<void> {
  const existing = new Set(
    (await db.select({ id: explorerNetworks.id }).from(explorerNetworks)).map((r) => r.id),
  );
  for (const bundle of networks) {
    if (!existing.has(bundle.network.id)) continue;
    await storeNetworkData(db, { networkId: bundle.network.id, snapshotId: 1 }, bundle.live);
  }
}
