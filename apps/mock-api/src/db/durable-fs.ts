import { fsyncSync } from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's files with `fsync` (decision 0015): PGlite starts PostgreSQL with `fsync` off (`-F`) and Emscripten's
 * NODEFS has no `fsync`, so a committed write reached the kernel's page cache but not the disk. Here PostgreSQL
 * runs with `fsync` on and `wal_sync_method=fsync` (its `fdatasync` is a no-op in PGlite's runtime), and the
 * NODEFS stream gets an `fsync` that is `fsync(2)` of the file: a commit returns, and the answer leaves, only
 * once its WAL record is on the disk, and checkpoints sync the data files before old WAL is recycled, as
 * PostgreSQL does. Set from the first moment (the mount, before recovery runs). `PGLITE_FSYNC=0` turns it off.
 */

/** PGlite's start parameters without `-F`, with `fsync` as the WAL's sync method. */
const DURABLE_START_PARAMS = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** Emscripten's errno of an I/O error: PostgreSQL answers a failed `fsync` of its files as it does on disk. */
const EIO = 29;

type ErrnoErrorClass = new (errno: number) => Error;

/** Called after every `fsync(2)` (tests count them). */
export type SyncListener = (path: string) => void;

class DurableNodeFS extends NodeFS {
  readonly #onSync: SyncListener | undefined;

  constructor(dataDir: string, onSync?: SyncListener) {
    super(dataDir);
    this.#onSync = onSync;
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        const ops = mod.NODEFS.stream_ops as { fsync?: (stream: unknown) => void } | undefined;
        const ErrnoError = (mod.FS as unknown as { ErrnoError: ErrnoErrorClass }).ErrnoError;
        if (!ops) throw new Error('PGlite has no NODEFS stream operations to add fsync to');
        ops.fsync = (stream) => {
          const fd = (stream as { nfd?: unknown }).nfd;
          if (typeof fd !== 'number') return;
          try {
            fsyncSync(fd);
          } catch {
            throw new ErrnoError(EIO);
          }
          this.#onSync?.(String((stream as { path?: unknown }).path ?? ''));
        };
      },
    ];
    return result;
  }
}

/** Whether PGlite's writes are synced to the disk (`PGLITE_FSYNC=0`: not, for throwaway data). */
export function pgliteSyncs(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.PGLITE_FSYNC !== '0';
}

/** The options that open PGlite's files in `dir` with every commit synced to the disk. */
export function durablePgliteOptions(dir: string, onSync?: SyncListener): PGliteOptions {
  return { fs: new DurableNodeFS(dir, onSync), startParams: DURABLE_START_PARAMS };
}
