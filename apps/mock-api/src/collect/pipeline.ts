import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { commitIdOf, listDocs, newUlid, putDocs, type Scope } from '../db/network-store';
import { type IdAllocator, snapshotToDocuments } from '../import/documents';
import { parseCollected } from './parse';
import { buildReport, type ParseReport, type ReportSummary, type WriteSummary } from './report';
import {
  type CollectedFile,
  type CollectionNote,
  getRun,
  recordParse,
  runFiles,
  setRunStatus,
} from './store';

/**
 * The one path from collected text to the network's documents, for the import, the parser run and the poller:
 * parse (outside the write lock, in a worker for large runs), infer, then, holding the write lock, merge with
 * what the network has (identity by serial, hostname, chassis MAC) and write. Writing the same parse twice
 * gives the same documents, so a run interrupted while writing is repaired by parsing it again.
 */

/** Told how far the pipeline got: `done` of `total` steps (reading files, then writing documents). */
export type PipelineProgress = (done: number, total: number) => void;

/** Steps of a whole run: files read map to the first 800, documents written to the rest. */
const STEPS = 1000;
const PARSE_STEPS = 800;

const live = (networkId: number): Scope => ({ networkId, snapshotId: LIVE_SNAPSHOT_ID });

/** Parses files without writing anything: the report of a validating import. */
export async function validateFiles(
  files: readonly CollectedFile[],
  notes: readonly CollectionNote[],
): Promise<ParseReport> {
  const parsed = await parseCollected(files);
  const { files: reports, run } = buildReport(parsed, files, notes, null);
  return { run_id: null, summary: run.summary, files: reports, warnings: run.warnings };
}

/** The highest numeric field of a kind's documents in every snapshot (of one network, or of all). */
async function highest(ctx: AppContext, kind: string, field: string, networkId?: number): Promise<number> {
  const rows = await ctx.database.rows(
    networkId === undefined
      ? sql`SELECT coalesce(max((data->>${field})::bigint), 0)::text AS m FROM network_docs WHERE kind = ${kind}`
      : sql`SELECT coalesce(max((data->>${field})::bigint), 0)::text AS m FROM network_docs
            WHERE kind = ${kind} AND explorer_network_id = ${networkId}`,
  );
  return Number(rows[0]?.m ?? 0);
}

/**
 * New ids above every id the network ever used (its snapshots included, so that an id never names two things
 * in its history); device numbers above those of every network, as the graph's `db_id` is global.
 */
async function allocator(ctx: AppContext, networkId: number): Promise<IdAllocator> {
  const [device, host, config, vlan, group] = await Promise.all([
    highest(ctx, 'device', 'id'),
    highest(ctx, 'host', 'id', networkId),
    highest(ctx, 'config', 'id', networkId),
    highest(ctx, 'vlan', 'vlan_db_id', networkId),
    highest(ctx, 'group', 'number', networkId),
  ]);
  const next = { device, host, config, vlan, group };
  return {
    device: () => ++next.device,
    host: () => ++next.host,
    config: () => ++next.config,
    vlan: () => ++next.vlan,
    group: () => ++next.group,
    ulid: (ms) => newUlid(ms),
  };
}

/**
 * Parses a stored run and makes the network's live data what it shows. Devices of the network missing from the
 * run stay as they are (with their `last_seen`); configurations become a new version only when their text
 * changed. Records the report with the run. Answers the summary.
 */
export async function parseRunIntoNetwork(
  ctx: AppContext,
  networkId: number,
  runId: number,
  options: { taskId?: string; progress?: PipelineProgress } = {},
): Promise<ReportSummary> {
  const progress = options.progress ?? (() => undefined);
  const run = await getRun(ctx.db, networkId, runId);
  if (!run) throw new Error(`collection run ${runId} of network ${networkId} not found`);
  await ctx.database.writes.run(() => setRunStatus(ctx.db, runId, 'parsing', options.taskId));
  try {
    const files = await runFiles(ctx.db, runId);
    const parsed = await parseCollected(files, (done, total) =>
      progress(total > 0 ? Math.floor((done / total) * PARSE_STEPS) : PARSE_STEPS, STEPS),
    );
    progress(PARSE_STEPS, STEPS);
    const texts = new Map(files.map((file) => [file.path, file.text]));
    // What is read is merged and written back: no other write may come between (decision 0015).
    return await ctx.database.writes.run(async () => {
      const scope = live(networkId);
      const [devices, hosts, vlans, groups, configs, ids] = await Promise.all([
        listDocs(ctx.db, scope, 'device'),
        listDocs(ctx.db, scope, 'host'),
        listDocs(ctx.db, scope, 'vlan'),
        listDocs(ctx.db, scope, 'group'),
        listDocs(ctx.db, scope, 'config'),
        allocator(ctx, networkId),
      ]);
      const now = Math.floor(Date.now() / 1000);
      const docs = snapshotToDocuments(
        parsed,
        { devices, hosts, vlans, groups, configs },
        { networkId, now, ids, textOf: (path) => texts.get(path) },
      );
      // Each parse that brings new configuration versions records them as one commit.
      const commitId = commitIdOf(`${networkId}:run:${runId}:${now}`);
      const writes: (() => Promise<void>)[] = [
        () =>
          putDocs(
            ctx.db,
            scope,
            'group',
            docs.groups.map((g) => ({ id: g.id, data: g })),
          ),
        () =>
          putDocs(
            ctx.db,
            scope,
            'device',
            docs.devices.map((d) => ({ id: d.unique_id, data: d })),
          ),
        () =>
          putDocs(
            ctx.db,
            scope,
            'vlan',
            docs.vlans.map((v) => ({ id: String(v.vlan_db_id), data: v })),
          ),
        () =>
          putDocs(
            ctx.db,
            scope,
            'host',
            docs.hosts.map((h) => ({ id: h.data.hw_id, data: h })),
          ),
        () =>
          putDocs(
            ctx.db,
            scope,
            'config',
            docs.configs.map((c) => ({ id: String(c.id), data: { ...c, commit_id: commitId } })),
          ),
      ];
      for (const [index, write] of writes.entries()) {
        await write();
        progress(
          PARSE_STEPS + Math.floor(((index + 1) / (writes.length + 1)) * (STEPS - PARSE_STEPS)),
          STEPS,
        );
      }
      const before = new Set(devices.map((d) => d.unique_id));
      const written: WriteSummary = {
        devices_new: docs.devices.filter((d) => !before.has(d.unique_id)).length,
        devices_updated: docs.devices.filter((d) => before.has(d.unique_id)).length,
        config_versions: docs.configs.length,
        hosts: docs.hosts.length,
        vlans: docs.vlans.length,
      };
      const report = buildReport(parsed, files, run.notes, written);
      await recordParse(ctx.db, runId, { status: 'parsed', report: report.run, files: report.files });
      return report.run.summary;
    });
  } catch (error) {
    await ctx.database.writes.run(() => setRunStatus(ctx.db, runId, 'failed')).catch(() => undefined);
    throw error;
  }
}

/** The task message of a parse: what was read and what it became. */
export function parseMessage(summary: ReportSummary): string {
  const problems = summary.partial + summary.failed + summary.unknown_format;
  return (
    `Parsed ${summary.devices} devices and ${summary.hosts} hosts from ${summary.files} files` +
    (problems > 0
      ? ` (${summary.partial} partly read, ${summary.failed + summary.unknown_format} not read).`
      : '.')
  );
}
