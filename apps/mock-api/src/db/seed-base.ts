import { sql } from 'drizzle-orm';
import type { HandedConfig } from '../analysis/assessment/platforms';
import { hashPassword } from '../auth/password';
import type { SecretBox } from '../security/secrets';
import type { Dataset } from '../seed/index';
import { type DatasetSource, startDatasetGeneration } from './dataset-source';
import type { Db } from './index';
import { keepStoredDocs, putDocTexts } from './network-store';
import { heldDocLists, holdPendingDocs, pendingDocTexts, releasePendingDocs } from './pending-docs';
import {
  DATA_TABLES,
  explorerNetworks,
  groupNetworks,
  groups,
  groupUsers,
  licenses,
  settings,
  snapshotSchedules,
  users,
} from './schema';
import {
  datasetOptions,
  generateSeedDataset,
  seedNetworkData,
  seedNetworkRows,
  storeSeededRuns,
} from './seed-network';

export type SeedAccount = {
  username: string;
  password: string;
  role: 'admin' | 'user' | 'reader';
  isSuperuser: boolean;
  isDemo: boolean;
};

/** The demo accounts; each password can be overridden by `<USERNAME>_PASSWORD`. */
export function seedAccounts(env: NodeJS.ProcessEnv = process.env): SeedAccount[] {
  return [
    {
      username: 'admin',
      password: env.ADMIN_PASSWORD || 'admin',
      role: 'admin',
      isSuperuser: true,
      isDemo: false,
    },
    {
      username: 'user',
      password: env.USER_PASSWORD || 'user',
      role: 'user',
      isSuperuser: false,
      isDemo: false,
    },
    {
      username: 'reader',
      password: env.READER_PASSWORD || 'reader',
      role: 'reader',
      isSuperuser: false,
      isDemo: false,
    },
    {
      username: 'demo',
      password: env.DEMO_PASSWORD || 'demo',
      role: 'reader',
      isSuperuser: false,
      isDemo: true,
    },
  ];
}

export const SEED_NETWORKS = [
  { id: 1, name: 'OT Plant', description: 'Industrial plant, Purdue levels as zones' },
  { id: 2, name: 'IT Campus', description: 'Headquarters campus and a branch office' },
];

export const SEED_LICENSE_KEY = 'LNE-DEMO-2F7Q-9KXM-44TB-ZW3R';
export const SEED_LICENSE_FEATURES = ['ipam', 'netmap', 'assessment', 'snapshots', 'backups'];

export const DEFAULT_CUSTOM_FIELDS_SCHEMA = {
  devices: {
    asset_tag: { type: 'string', title: 'Asset tag', pattern: '^[A-Z]{2}-\\d{4,6}$' },
    owner: { type: 'string', title: 'Owner', maxLength: 64 },
    criticality: { type: 'string', title: 'Criticality', enum: ['low', 'medium', 'high', 'critical'] },
  },
  hosts: {
    location: { type: 'string', title: 'Location', maxLength: 64 },
    patch_level: { type: 'integer', title: 'Patch level', minimum: 0, maximum: 100 },
  },
};

export const DEFAULT_OSQUERY_SETTINGS = {
  enabled: false,
  interval_seconds: 3600,
  queries: ['SELECT * FROM os_version;'],
};

async function insertBase(
  db: Db,
  now: number,
  env: NodeJS.ProcessEnv,
  reset: boolean,
  dataset: Dataset | undefined,
  secrets: SecretBox,
  pending = false,
): Promise<void> {
  const accounts = seedAccounts(env);
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  await db.transaction(async (tx) => {
    if (reset) await tx.execute(sql.raw(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
    const insertedUsers = await tx
      .insert(users)
      .values(
        accounts.map((account, index) => ({
          username: account.username,
          email: `${account.username}@example.com`,
          hashedPassword: hashes[index] ?? '',
          isActive: true,
          isSuperuser: account.isSuperuser,
          isVerified: true,
          isDemo: account.isDemo,
          role: account.role,
        })),
      )
      .returning({ id: users.id, username: users.username });
    await tx.insert(explorerNetworks).values(SEED_NETWORKS);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('explorer_networks', 'id'), ${SEED_NETWORKS.length})`,
    );
    const [admins, operations] = await tx
      .insert(groups)
      .values([{ name: 'Administrators' }, { name: 'Operations' }])
      .returning({ id: groups.id });
    const idOf = (name: string) => insertedUsers.find((row) => row.username === name)?.id ?? 0;
    if (admins && operations) {
      await tx.insert(groupUsers).values([
        { groupId: admins.id, userId: idOf('admin') },
        { groupId: operations.id, userId: idOf('user') },
        { groupId: operations.id, userId: idOf('reader') },
        { groupId: operations.id, userId: idOf('demo') },
      ]);
      await tx.insert(groupNetworks).values(
        SEED_NETWORKS.flatMap((network) => [
          { groupId: admins.id, explorerNetworkId: network.id },
          { groupId: operations.id, explorerNetworkId: network.id },
        ]),
      );
    }
    await tx.insert(snapshotSchedules).values(
      SEED_NETWORKS.map((network) => ({
        explorerNetworkId: network.id,
        enabled: true,
        intervalSeconds: 86400,
        keep: 7,
        lastRun: now,
      })),
    );
    await tx.insert(licenses).values({
      key: SEED_LICENSE_KEY,
      features: SEED_LICENSE_FEATURES,
      expiresAt: now + 365 * 86400,
      created: now,
    });
    await tx.insert(settings).values([
      { key: 'custom_fields_schema', value: DEFAULT_CUSTOM_FIELDS_SCHEMA },
      { key: 'osquery', value: DEFAULT_OSQUERY_SETTINGS },
    ]);
    if (dataset) await seedNetworkData(tx, dataset, secrets);
    if (pending) await tx.insert(settings).values({ key: DATASET_PENDING, value: true });
  });
}

/** Set while the generated dataset is being stored after the server started (`seedDatabaseDeferred`). */
export const DATASET_PENDING = 'dataset_pending';

/** How a dataset stored in the background goes along with the server's requests. */
export type DeferredStoreOptions = {
  /** Called once readers may be answered: the networks' rows are stored and their documents held. */
  onReadable: () => void;
  /** Awaited before each statement that stores documents (the server lets its requests go first). */
  pace?: () => Promise<void>;
  /**
   * Given, network by network, what the parse of its live state read of the stored configuration versions:
   * the assessment takes it rather than parse the same texts again.
   */
  onHandoff?: (handed: readonly HandedConfig[]) => void;
};

/** Characters of JSON per statement while the server answers: each statement holds PGlite's thread. */
const BACKGROUND_STATEMENT_CHARS = 500_000;

/**
 * Stores the generated dataset into a database whose accounts are already seeded, after the server started
 * answering. The dataset arrives from `source` (generated in a worker thread): as soon as its rows are there
 * (networks, snapshots, schedules, collector access), they are committed in one transaction, every part's
 * documents are held (`pending-docs.ts`, readers wait for a part still on its way) and `onReadable` is called:
 * from then on readers are answered from the held documents while they are stored, part by part and statement
 * by statement (requests go first). When all are stored, readers go back to the database, and one transaction
 * clears `dataset_pending`. An interrupted run leaves the marker, and the next start stores the networks again
 * from scratch.
 */
async function storeDatasetDeferred(
  db: Db,
  source: DatasetSource,
  options: DeferredStoreOptions,
  secrets: SecretBox,
): Promise<void> {
  try {
    const { rows, parts } = await source.rows;
    const ids = rows.networks.map((bundle) => bundle.network.id);
    await db.transaction(async (tx) => {
      // Whatever an interrupted run stored goes (with its snapshots and documents, by cascade).
      await tx.execute(
        sql`DELETE FROM explorer_networks WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
      );
      await seedNetworkRows(tx, rows, secrets);
    });
    for (const part of parts) holdPendingDocs(db, part.scope, part.kind, source.docs(part));
    options.onReadable();
    const put = { maxChars: BACKGROUND_STATEMENT_CHARS, pace: options.pace };
    // The collections' texts, as the networks' runs (the evidence of every seeded fact): a network's once its
    // last part is stored (the worker posts them then), while the worker parses the networks after it.
    const runsOf = async (id: number) => {
      for (const run of await source.runs(id)) {
        await options.pace?.();
        await storeSeededRuns(db, [run]);
      }
      const handed = await source.handoff(id);
      options.onHandoff?.(handed);
    };
    const lastPart = new Map(parts.map((part, index) => [part.scope.networkId, index]));
    for (const [index, { scope, kind }] of parts.entries()) {
      const texts = pendingDocTexts(db, scope, kind);
      if (texts) await putDocTexts(db, scope, kind, await texts, put);
      if (lastPart.get(scope.networkId) === index) await runsOf(scope.networkId);
    }
    for (const id of ids) if (!lastPart.has(id)) await runsOf(id);
  } finally {
    source.close();
  }
  // What readers decoded is the stored state (writes waited): their cache keeps it.
  for (const { scope, kind, list } of heldDocLists(db)) await keepStoredDocs(db, scope, kind, list);
  releasePendingDocs(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM settings WHERE key = ${DATASET_PENDING}`);
  });
}

/** A dataset stored after the server started (see `storeDatasetDeferred`). */
export type DeferredStore = (options: DeferredStoreOptions) => Promise<void>;

/**
 * Like `seedDatabase`, but the generated network dataset is stored later: accounts, groups, licence and
 * settings are committed now, and `store` (undefined when there is nothing to store) generates and stores the
 * networks when called. Callers keep network data calls waiting until `store` calls its `onReadable`, and
 * writes until it settles.
 */
export async function seedDatabaseDeferred(
  db: Db,
  options: {
    /** Seals the seeded login secrets. */
    secrets: SecretBox;
    reset?: boolean;
    now?: number;
    env?: NodeJS.ProcessEnv;
    source?: DatasetSource;
  },
): Promise<{ seeded: boolean; store: DeferredStore | undefined }> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const env = options.env ?? process.env;
  let source = options.source;
  const store: DeferredStore = (storeOptions) => {
    source ??= startDatasetGeneration(datasetOptions(env));
    return storeDatasetDeferred(db, source, storeOptions, options.secrets);
  };
  if (!options.reset) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((row?.count ?? 0) > 0) {
      const pending = await db.select().from(settings).where(sql`key = ${DATASET_PENDING}`);
      if (pending.length > 0) return { seeded: false, store };
      source?.close();
      return { seeded: false, store: undefined };
    }
  }
  await insertBase(db, now, env, options.reset === true, undefined, options.secrets, true);
  return { seeded: true, store };
}

/** Seeds an empty database, or with `reset` empties every table and seeds again. Answers whether it seeded. */
export async function seedDatabase(
  db: Db,
  options: {
    /** Seals the seeded login secrets. */
    secrets: SecretBox;
    reset?: boolean;
    now?: number;
    env?: NodeJS.ProcessEnv;
    dataset?: boolean;
  },
): Promise<boolean> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const env = options.env ?? process.env;
  if (!options.reset) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((row?.count ?? 0) > 0) return false;
  }
  const dataset = options.dataset === false ? undefined : generateSeedDataset(datasetOptions(env));
  await insertBase(db, now, env, options.reset === true, dataset, options.secrets);
  return true;
}
