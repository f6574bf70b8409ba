import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { putRawDocs, type Scope } from '../../db/network-store';
import { type DocList, pendingDocs } from '../../db/pending-docs';
import { networkDocs } from '../../db/schema';
import type { IpamAddressStatus, IpamPrefixStatus } from '../../model/documents';

/**
 * IPAM entities are JSONB documents of `network_docs`, one kind per entity (see decision 0008): they belong
 * to a network and a snapshot like every other network document, so taking a snapshot copies them and a
 * backup or reset carries them without any code of their own.
 */
export const IPAM_KIND = {
  vrfs: 'ipam_vrf',
  prefixes: 'ipam_prefix',
  ips: 'ipam_ip',
  vlans: 'ipam_vlan',
  locations: 'ipam_location',
} as const;
export type IpamEntity = keyof typeof IPAM_KIND;

export type StoredVrf = { id: number; name: string; rd: string | null; description: string };
export type StoredPrefix = {
  id: number;
  prefix: string;
  vrf_id: number | null;
  status: IpamPrefixStatus;
  description: string;
  vlan_id: number | null;
  location_id: number | null;
  is_pool: boolean;
  tag_ids: number[];
};
export type StoredIp = {
  id: number;
  address: string;
  vrf_id: number | null;
  status: IpamAddressStatus | 'slaac';
  dns_name: string;
  description: string;
  mac_address: string | null;
  tag_ids?: number[];
};
export type StoredVlan = {
  id: number;
  vid: number;
  name: string;
  status: 'active' | 'reserved' | 'deprecated';
  location_id: number | null;
  description: string;
};
export type StoredLocation = { id: number; name: string; parent_id: number | null; description: string };

export type IpamState = {
  vrfs: StoredVrf[];
  prefixes: StoredPrefix[];
  ips: StoredIp[];
  vlans: StoredVlan[];
  locations: StoredLocation[];
};

export type StoredOf = {
  vrfs: StoredVrf;
  prefixes: StoredPrefix;
  ips: StoredIp;
  vlans: StoredVlan;
  locations: StoredLocation;
};

function whereKind(scope: Scope, kind: string) {
  return and(
    eq(networkDocs.explorerNetworkId, scope.networkId),
    eq(networkDocs.snapshotId, scope.snapshotId),
    eq(networkDocs.kind, kind),
  );
}

const ENTITY_OF_KIND = new Map<string, IpamEntity>(
  Object.entries(IPAM_KIND).map(([entity, kind]) => [kind, entity as IpamEntity] as const),
);

type CachedState = { signature: string; state: IpamState };
const CACHE_ENTRIES = 16;
const stateCaches = new WeakMap<Db, Map<string, CachedState>>();

/** The versions of the IPAM kinds of the scope (raised by triggers on every change of `network_docs`). */
async function signatureOf(db: Db, scope: Scope): Promise<string> {
  const result = await db.execute(
    sql`SELECT kind, version::text AS v FROM network_doc_versions
        WHERE explorer_network_id = ${scope.networkId} AND snapshot_id = ${scope.snapshotId}
          AND kind IN (${sql.join(
            Object.values(IPAM_KIND).map((kind) => sql`${kind}`),
            sql`, `,
          )})
        ORDER BY kind`,
  );
  const rows = (result as unknown as { rows?: { kind: string; v: string }[] }).rows ?? [];
  return rows.map((row) => `${row.kind}:${row.v}`).join(',');
}

/**
 * Every IPAM document of the network state, each list in id order. The decoded state is cached per scope
 * until a version of its kinds changes (the version is read before the documents, so an entry is never keyed
 * newer than its data). The answer is shared: never mutate it.
 */
export async function loadState(db: Db, scope: Scope): Promise<IpamState> {
  const key = `${scope.networkId}/${scope.snapshotId}`;
  const cache = stateCaches.get(db) ?? new Map<string, CachedState>();
  stateCaches.set(db, cache);
  const held = await Promise.all(
    Object.values(IPAM_KIND).map(async (kind) => ({ kind, list: await pendingDocs(db, scope, kind) })),
  );
  if (held.some(({ list }) => list !== undefined)) return stateOf(await heldRows(db, scope, held));
  const signature = await signatureOf(db, scope);
  const hit = cache.get(key);
  if (hit && hit.signature === signature) return hit.state;
  const rows = await db
    .select({ kind: networkDocs.kind, data: networkDocs.data })
    .from(networkDocs)
    .where(
      and(
        eq(networkDocs.explorerNetworkId, scope.networkId),
        eq(networkDocs.snapshotId, scope.snapshotId),
        inArray(networkDocs.kind, Object.values(IPAM_KIND)),
      ),
    );
  const state = stateOf(rows);
  cache.delete(key);
  cache.set(key, { signature, state });
  if (cache.size > CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return state;
}

function stateOf(rows: readonly { kind: string; data: unknown }[]): IpamState {
  const state: IpamState = { vrfs: [], prefixes: [], ips: [], vlans: [], locations: [] };
  for (const row of rows) {
    const entity = ENTITY_OF_KIND.get(row.kind);
    if (entity) (state[entity] as { id: number }[]).push(row.data as { id: number });
  }
  for (const list of Object.values(state) as { id: number }[][]) list.sort((a, b) => a.id - b.id);
  return state;
}

/**
 * The rows of the scope's IPAM kinds while the dataset is still being stored: the held documents of the kinds
 * not stored yet, the stored rows of the others (not cached: the versions move while storing goes on).
 */
async function heldRows(
  db: Db,
  scope: Scope,
  held: readonly { kind: string; list: DocList | undefined }[],
): Promise<{ kind: string; data: unknown }[]> {
  const rows: { kind: string; data: unknown }[] = [];
  for (const { kind, list } of held) {
    if (list) {
      for (const data of list.docs) rows.push({ kind, data });
    } else {
      rows.push(
        ...(await db
          .select({ kind: networkDocs.kind, data: networkDocs.data })
          .from(networkDocs)
          .where(whereKind(scope, kind))),
      );
    }
  }
  return rows;
}

/** A set of document changes applied together. */
export type IpamChanges = {
  put: { [E in IpamEntity]?: StoredOf[E][] };
  remove: { [E in IpamEntity]?: number[] };
};

/** Applies the changes in one transaction: all or nothing. */
export async function applyChanges(db: Db, scope: Scope, changes: IpamChanges): Promise<void> {
  await db.transaction(async (tx) => {
    for (const entity of Object.keys(IPAM_KIND) as IpamEntity[]) {
      const removed = changes.remove[entity];
      if (removed && removed.length > 0) {
        await tx
          .delete(networkDocs)
          .where(and(whereKind(scope, IPAM_KIND[entity]), inArray(networkDocs.docId, removed.map(String))));
      }
      const docs = changes.put[entity];
      if (docs && docs.length > 0) {
        await putRawDocs(
          tx as unknown as Db,
          scope,
          IPAM_KIND[entity],
          docs.map((doc) => ({ id: String(doc.id), data: doc })),
        );
      }
    }
  });
}

export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs the writes of one network one after another, so that a check (no overlap, inside a prefix) and the
 * write it allows cannot interleave with another request's.
 */
export function serialised<T>(scope: Scope, run: () => Promise<T>): Promise<T> {
  const key = `${scope.networkId}/${scope.snapshotId}`;
  const previous = queues.get(key) ?? Promise.resolve();
  const result = previous.then(run, run);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return result;
}
