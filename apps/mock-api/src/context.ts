import type { Role } from '@lne/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './db/index';
import type { BodyLimits } from './http/body-limits';
import type { LogBuffer } from './log-buffer';
import type { SecretBox } from './security/secrets';
import type { Throttles } from './security/throttle';
import type { ServerVersion } from './version';

export type CurrentUser = {
  id: number;
  username: string;
  email: string;
  isActive: boolean;
  isSuperuser: boolean;
  isVerified: boolean;
  isDemo: boolean;
  role: Role;
};

export type AppContext = {
  database: Database;
  db: Db;
  /** `undefined` when the database is in memory and nothing is kept on disk. */
  dataDir: string | undefined;
  /** Where backups are written: `<dataDir>/backups`, or a temporary directory for an in-memory database. */
  backupsDir: string;
  secret: Uint8Array;
  /** Seals and opens login secrets at rest (`SECRET_KEY` or `<dataDir>/secret-key`). */
  secrets: SecretBox;
  tokenLifetimeSeconds: number;
  demo: boolean;
  version: ServerVersion;
  logs: LogBuffer;
  /** The server's logger, for work outside a request (background runs). */
  log: FastifyBaseLogger;
  startedAt: number;
  /** Back-off after failed sign-ins and repeated price requests. */
  throttles: Throttles;
  /** What each route takes in its body and its upload. */
  limits: BodyLimits;
};

// Declaration merging is the only way to type Fastify decorations, hence interfaces here.
declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyInstance {
    ctx: AppContext;
  }
}
