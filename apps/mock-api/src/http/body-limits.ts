/**
 * What each route takes in its request body. JSON bodies are small: 1 MiB, less on the two calls anyone may
 * send without signing in, more for a map layout (the positions of every node). Each upload route has its own file limit, read from
 * the environment once at start (`apps/mock-api/README.md` lists the variables).
 */
export type BodyLimits = {
  /** Any JSON or form body not named below. */
  json: number;
  /** The calls open to anyone: signing in (a name and a password) and `/send-email` (10,000 characters). */
  open: number;
  /** `POST /api/explorer/netmap_view/layout/create`: one position per node of the largest map. */
  layout: number;
  /** `POST /api/system/restore`: a backup archive (`BACKUP_MAX_UPLOAD_MB`). */
  restore: number;
  /** `POST /api/system/maintenance/upload_patch`: a `.tgz` patch (`PATCH_MAX_UPLOAD_MB`). */
  patch: number;
  /** `POST /api/explorer/devices/configs`: one device configuration (`CONFIG_MAX_UPLOAD_MB`). */
  config: number;
  /** `POST /api/ipam/{entity}/import`: a CSV file (`IPAM_IMPORT_MAX_MB`). */
  ipamCsv: number;
  /** The most rows below the header of an IPAM CSV import (`IPAM_IMPORT_MAX_ROWS`). */
  ipamRows: number;
  /**
   * `POST /api/collectors/import`: a snapshot archive. It is never larger than what it unpacks to
   * (`IMPORT_MAX_UNPACKED_MB`) plus its container's overhead per file, so that is its limit (decided where
   * the archive is unpacked, `src/collect/unpack.ts`).
   */
  snapshotImport?: number;
};

const MIB = 1024 * 1024;

type Env = Readonly<Record<string, string | undefined>>;

/** A positive number of the environment, else the default. */
function positive(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function bodyLimits(given: Partial<BodyLimits> = {}, env: Env = process.env): BodyLimits {
  return {
    json: MIB,
    open: 64 * 1024,
    layout: 16 * MIB,
    restore: positive(env, 'BACKUP_MAX_UPLOAD_MB', 256) * MIB,
    patch: positive(env, 'PATCH_MAX_UPLOAD_MB', 64) * MIB,
    config: positive(env, 'CONFIG_MAX_UPLOAD_MB', 16) * MIB,
    ipamCsv: positive(env, 'IPAM_IMPORT_MAX_MB', 16) * MIB,
    ipamRows: Math.floor(positive(env, 'IPAM_IMPORT_MAX_ROWS', 100_000)),
    ...given,
  };
}
