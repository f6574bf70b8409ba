import { bigint, boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_init.sql; the SQL files are the source of truth for the database.

const unixSeconds = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  hashedPassword: text('hashed_password').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  isVerified: boolean('is_verified').notNull().default(false),
  isDemo: boolean('is_demo').notNull().default(false),
  role: text('role').notNull().default('reader'),
});

export const explorerNetworks = pgTable('explorer_networks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** When the network was archived (hidden from the selector, data kept); null while it is in use. */
  archivedAt: unixSeconds('archived_at'),
});

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const groupUsers = pgTable(
  'group_users',
  {
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

export const groupNetworks = pgTable(
  'group_networks',
  {
    groupId: integer('group_id').notNull(),
    explorerNetworkId: integer('explorer_network_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.explorerNetworkId] })],
);

export const snapshots = pgTable('snapshots', {
  id: serial('id').primaryKey(),
  explorerNetworkId: integer('explorer_network_id').notNull(),
  name: text('name').notNull(),
  created: unixSeconds('created').notNull(),
});

export const snapshotSchedules = pgTable('snapshot_schedules', {
  explorerNetworkId: integer('explorer_network_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  intervalSeconds: integer('interval_seconds').notNull(),
  keep: integer('keep').notNull().default(10),
  lastRun: unixSeconds('last_run'),
});

export const networkDocs = pgTable(
  'network_docs',
  {
    explorerNetworkId: integer('explorer_network_id').notNull(),
    snapshotId: integer('snapshot_id').notNull(),
    kind: text('kind').notNull(),
    docId: text('doc_id').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.explorerNetworkId, t.snapshotId, t.kind, t.docId] })],
);

export const loginDevices = pgTable('login_devices', {
  id: serial('id').primaryKey(),
  explorerNetworkId: integer('explorer_network_id').notNull(),
  name: text('name').notNull(),
  ipAddress: text('ip_address').notNull(),
  vendor: text('vendor').notNull().default('unknown'),
  platform: text('platform').notNull().default(''),
  port: integer('port').notNull().default(22),
  loginCredentialId: integer('login_credential_id'),
  /** Sealed (src/security/secrets.ts). */
  enablePassword: text('enable_password'),
  /** The SSH host key trusted on first use (`SHA256:…`). */
  hostKey: text('host_key'),
  /** A different key the device showed, which fails it until an admin accepts it. */
  hostKeyOffered: text('host_key_offered'),
  lastPolled: unixSeconds('last_polled'),
  lastPollState: text('last_poll_state'),
  lastPollReason: text('last_poll_reason'),
  discovered: boolean('discovered').notNull().default(false),
});

export const loginCredentials = pgTable('login_credentials', {
  id: serial('id').primaryKey(),
  explorerNetworkId: integer('explorer_network_id').notNull(),
  name: text('name').notNull(),
  username: text('username').notNull(),
  /** Sealed, as are the private key and its passphrase (src/security/secrets.ts). */
  password: text('password'),
  privateKey: text('private_key'),
  passphrase: text('passphrase'),
  protocol: text('protocol').notNull().default('ssh'),
});

export const collectorSettings = pgTable('collector_settings', {
  explorerNetworkId: integer('explorer_network_id').primaryKey(),
  connectTimeoutSeconds: integer('connect_timeout_seconds').notNull().default(10),
  commandTimeoutSeconds: integer('command_timeout_seconds').notNull().default(60),
  concurrency: integer('concurrency').notNull().default(16),
  discoveryEnabled: boolean('discovery_enabled').notNull().default(false),
  discoveryHopLimit: integer('discovery_hop_limit').notNull().default(2),
  discoverySubnets: jsonb('discovery_subnets').$type<string[]>().notNull().default([]),
  defaultLoginCredentialId: integer('default_login_credential_id'),
});

export const licenses = pgTable('licenses', {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  expiresAt: unixSeconds('expires_at').notNull(),
  created: unixSeconds('created').notNull(),
});

export const patches = pgTable('patches', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull().unique(),
  version: text('version').notNull(),
  releaseDate: text('release_date').notNull(),
  changelog: text('changelog').notNull().default(''),
  size: integer('size').notNull(),
  contentBase64: text('content_base64').notNull(),
  installed: boolean('installed').notNull().default(false),
  uploaded: unixSeconds('uploaded').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

export const customFieldValues = pgTable(
  'custom_field_values',
  {
    explorerNetworkId: integer('explorer_network_id').notNull(),
    model: text('model').notNull(),
    instanceId: text('instance_id').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.explorerNetworkId, t.model, t.instanceId] })],
);

export const emails = pgTable('emails', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  created: unixSeconds('created').notNull(),
});

export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  taskType: text('task_type').notNull(),
  status: text('status').notNull(),
  message: text('message').notNull().default(''),
  started: unixSeconds('started').notNull(),
  finished: unixSeconds('finished'),
});

/** A collection of a network: an import or a poll (migration 0005, `src/collect/`). */
export const collectionRuns = pgTable('collection_runs', {
  id: serial('id').primaryKey(),
  explorerNetworkId: integer('explorer_network_id').notNull(),
  source: text('source').notNull(),
  taskId: text('task_id'),
  created: unixSeconds('created').notNull(),
  status: text('status').notNull(),
  label: text('label').notNull().default(''),
  fileCount: integer('file_count').notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  notes: jsonb('notes').$type<unknown>().notNull(),
  report: jsonb('report').$type<unknown>(),
  parsed: unixSeconds('parsed'),
});

/** The files of a collection run, verbatim, by their path in the snapshot-folder layout. */
export const collectionFiles = pgTable(
  'collection_files',
  {
    runId: integer('run_id').notNull(),
    path: text('path').notNull(),
    text: text('text').notNull(),
    report: jsonb('report').$type<unknown>(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.path] })],
);

/** Every data table, parents before children: the order of a dump and of a restore. */
export const DATA_TABLES = [
  'users',
  'explorer_networks',
  'groups',
  'group_users',
  'group_networks',
  'snapshots',
  'snapshot_schedules',
  'network_docs',
  'collection_runs',
  'collection_files',
  'login_devices',
  'login_credentials',
  'collector_settings',
  'licenses',
  'patches',
  'settings',
  'custom_field_values',
  'emails',
  'tasks',
] as const;
export type DataTable = (typeof DATA_TABLES)[number];

/** Tables with a serial `id` whose sequence must follow restored rows. */
export const SERIAL_TABLES: readonly DataTable[] = [
  'users',
  'explorer_networks',
  'groups',
  'snapshots',
  'collection_runs',
  'login_devices',
  'login_credentials',
  'licenses',
  'patches',
  'emails',
  'tasks',
];
