import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { collectionFiles, collectionRuns } from '../db/schema';
import type { CollectedFile, CollectionNote, FileParseReport, RunReport } from './report';

/**
 * The evidence store (migration 0005): every collection of a network — an import of a snapshot folder, a poll
 * of its devices — is a run whose files are kept verbatim under their path in the snapshot-folder layout
 * (`configs/<host>.cfg`, `show/<host>/<command>.txt`, `hosts.yaml`). Parsing reads them back from here, so a
 * run can be parsed again and downloaded as the archive it came from. Callers hold the write lock for writes.
 */

export type RunSource = 'import' | 'poll';
/** `collected`: stored, not parsed yet; `parsing`: a parser run is reading it; then `parsed` or `failed`. */
export type RunStatus = 'collected' | 'parsing' | 'parsed' | 'failed';

export type { CollectedFile, CollectionNote } from './report';

export type CollectionRun = {
  id: number;
  explorer_network_id: number;
  source: RunSource;
  task_id: string | null;
  created: number;
  status: RunStatus;
  label: string;
  file_count: number;
  bytes: number;
  notes: CollectionNote[];
  /** The latest parse's summary and the warnings that belong to no file; null until parsed. */
  report: RunReport | null;
  /** Unix seconds of the latest parse. */
  parsed: number | null;
};

/**
 * Runs kept per network: the newest ten, and always the newest parsed one (the evidence of the live data). A
 * run of a 1,000-device network is about 50 MB of text; ten keep the raw history of ten collections (ten days
 * of daily polls) for parsing again and comparing, within about 500 MB. What older runs showed stays in the
 * network's documents and snapshots; only their raw texts go. `COLLECTION_RUNS_KEPT` changes the number.
 */
export function runsKept(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const given = Number(env.COLLECTION_RUNS_KEPT);
  return Number.isInteger(given) && given >= 1 ? given : 10;
}

/** Characters of file text per insert statement: large enough to cost few statements, small enough for one. */
const INSERT_CHARS = 4_000_000;

/** About the characters of a file's report as JSON (for cutting statements). */
const reportChars = (report: FileParseReport) =>
  200 + report.warnings.reduce((sum, w) => sum + w.text.length + 80, 0);

function toRun(row: typeof collectionRuns.$inferSelect): CollectionRun {
  return {
    id: row.id,
    explorer_network_id: row.explorerNetworkId,
    source: row.source as RunSource,
    task_id: row.taskId,
    created: row.created,
    status: row.status as RunStatus,
    label: row.label,
    file_count: row.fileCount,
    bytes: row.bytes,
    notes: Array.isArray(row.notes) ? (row.notes as CollectionNote[]) : [],
    report: (row.report as RunReport | null) ?? null,
    parsed: row.parsed,
  };
}

export type NewRun = {
  networkId: number;
  source: RunSource;
  label: string;
  taskId?: string | null;
  files: readonly CollectedFile[];
  notes?: readonly CollectionNote[];
  created?: number;
  /**
   * The run's parse when it was parsed before it was stored (a seeded collection): recorded with it, each file's
   * report written with its text, as `recordParse` would record it afterwards.
   */
  parse?: RunParse;
};

/** A parse of a run as `recordParse` records it. */
export type RunParse = {
  status: RunStatus;
  report: RunReport;
  files: readonly FileParseReport[];
  parsed?: number;
};

/**
 * Stores a run and its files in one transaction (a run is never seen half stored), then drops the runs the
 * network no longer keeps (`runsKept`). Paths must be unique within the run.
 */
export async function storeRun(db: Db, run: NewRun): Promise<CollectionRun> {
  const bytes = run.files.reduce((sum, file) => sum + Buffer.byteLength(file.text, 'utf8'), 0);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collectionRuns)
      .values({
        explorerNetworkId: run.networkId,
        source: run.source,
        taskId: run.taskId ?? null,
        created: run.created ?? Math.floor(Date.now() / 1000),
        status: run.parse?.status ?? 'collected',
        label: run.label,
        fileCount: run.files.length,
        bytes,
        notes: [...(run.notes ?? [])],
        report: run.parse?.report ?? null,
        parsed: run.parse ? (run.parse.parsed ?? Math.floor(Date.now() / 1000)) : null,
      })
      .returning();
    if (!row) throw new Error('the collection run was not stored');
    // A file the parse did not name keeps no report.
    const reports = new Map((run.parse?.files ?? []).map((report) => [report.path, report]));
    let batch: ([string, string] | [string, string, FileParseReport])[] = [];
    let chars = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const json = JSON.stringify(batch);
      batch = [];
      chars = 0;
      // One JSON parameter per statement: thousands of bound parameters cost more than the rows.
      await tx.execute(
        sql`INSERT INTO collection_files (run_id, path, text, report)
            SELECT ${row.id}::int, e->>0, e->>1, (e->2)::jsonb FROM json_array_elements(${json}::json) AS e`,
      );
    };
    for (const file of run.files) {
      const report = reports.get(file.path);
      batch.push(report ? [file.path, file.text, report] : [file.path, file.text]);
      chars += file.text.length + file.path.length + (report ? reportChars(report) : 0);
      if (chars >= INSERT_CHARS) await flush();
    }
    await flush();
    await pruneRuns(tx as unknown as Db, run.networkId);
    return toRun(row);
  });
}

/** Deletes the network's runs beyond the newest `runsKept()`, keeping its newest parsed run whatever its age. */
export async function pruneRuns(db: Db, networkId: number, keep = runsKept()): Promise<number> {
  const rows = await db
    .select({ id: collectionRuns.id, status: collectionRuns.status })
    .from(collectionRuns)
    .where(eq(collectionRuns.explorerNetworkId, networkId))
    .orderBy(desc(collectionRuns.id));
  const kept = new Set(rows.slice(0, keep).map((r) => r.id));
  const newestParsed = rows.find((r) => r.status === 'parsed');
  if (newestParsed) kept.add(newestParsed.id);
  const gone = rows.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (gone.length === 0) return 0;
  await db.delete(collectionRuns).where(inArray(collectionRuns.id, gone));
  return gone.length;
}

/** The network's runs, newest first. */
export async function listRuns(db: Db, networkId: number): Promise<CollectionRun[]> {
  const rows = await db
    .select()
    .from(collectionRuns)
    .where(eq(collectionRuns.explorerNetworkId, networkId))
    .orderBy(desc(collectionRuns.id));
  return rows.map(toRun);
}

export async function getRun(db: Db, networkId: number, runId: number): Promise<CollectionRun | undefined> {
  const [row] = await db
    .select()
    .from(collectionRuns)
    .where(and(eq(collectionRuns.explorerNetworkId, networkId), eq(collectionRuns.id, runId)));
  return row ? toRun(row) : undefined;
}

/** The network's newest run, whatever its status: what the parser reads. */
export async function latestRun(db: Db, networkId: number): Promise<CollectionRun | undefined> {
  const [row] = await db
    .select()
    .from(collectionRuns)
    .where(eq(collectionRuns.explorerNetworkId, networkId))
    .orderBy(desc(collectionRuns.id))
    .limit(1);
  return row ? toRun(row) : undefined;
}

/** Every file of the run with its text, by path. */
export async function runFiles(db: Db, runId: number): Promise<CollectedFile[]> {
  return db
    .select({ path: collectionFiles.path, text: collectionFiles.text })
    .from(collectionFiles)
    .where(eq(collectionFiles.runId, runId))
    .orderBy(asc(collectionFiles.path));
}

/** One file of the run with its text and what the latest parse said of it. */
export async function runFile(
  db: Db,
  runId: number,
  path: string,
): Promise<{ path: string; text: string; report: FileParseReport | null } | undefined> {
  const [row] = await db
    .select()
    .from(collectionFiles)
    .where(and(eq(collectionFiles.runId, runId), eq(collectionFiles.path, path)));
  return row
    ? { path: row.path, text: row.text, report: (row.report as FileParseReport | null) ?? null }
    : undefined;
}

/** What the latest parse said of each file of the run (no texts), by path; null for files not parsed yet. */
export async function runFileReports(
  db: Db,
  runId: number,
): Promise<{ path: string; report: FileParseReport | null }[]> {
  const rows = await db
    .select({ path: collectionFiles.path, report: collectionFiles.report })
    .from(collectionFiles)
    .where(eq(collectionFiles.runId, runId))
    .orderBy(asc(collectionFiles.path));
  return rows.map((row) => ({ path: row.path, report: (row.report as FileParseReport | null) ?? null }));
}

/** Sets the run's status; `taskId` names its task unless one is named already (the poll that collected it). */
export async function setRunStatus(db: Db, runId: number, status: RunStatus, taskId?: string): Promise<void> {
  await db
    .update(collectionRuns)
    .set(
      taskId === undefined
        ? { status }
        : { status, taskId: sql`coalesce(${collectionRuns.taskId}, ${taskId})` },
    )
    .where(eq(collectionRuns.id, runId));
}

/**
 * Records a parse of the run: its status, its report, and each file's report (files the parse did not name
 * keep none). One transaction.
 */
export async function recordParse(
  db: Db,
  runId: number,
  parse: { status: RunStatus; report: RunReport; files: readonly FileParseReport[]; parsed?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(collectionRuns)
      .set({
        status: parse.status,
        report: parse.report,
        parsed: parse.parsed ?? Math.floor(Date.now() / 1000),
      })
      .where(eq(collectionRuns.id, runId));
    // Only rows with a report are cleared: a run's first parse finds none, and updating every row of a large
    // run (each a new row version of its file) costs about as much as writing the reports.
    await tx
      .update(collectionFiles)
      .set({ report: null })
      .where(and(eq(collectionFiles.runId, runId), isNotNull(collectionFiles.report)));
    let batch: FileParseReport[] = [];
    let chars = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const json = JSON.stringify(batch.map((file) => ({ path: file.path, report: file })));
      batch = [];
      chars = 0;
      await tx.execute(
        sql`UPDATE collection_files AS f SET report = e->'report'
            FROM jsonb_array_elements(${json}::jsonb) AS e
            WHERE f.run_id = ${runId}::int AND f.path = e->>'path'`,
      );
    };
    for (const file of parse.files) {
      batch.push(file);
      chars += reportChars(file);
      if (chars >= INSERT_CHARS) await flush();
    }
    await flush();
  });
}
