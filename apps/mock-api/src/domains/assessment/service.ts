import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import {
  type AssessmentOutcome,
  type AssessmentResults,
  assessNetwork,
  buildNetwork,
  CHECKS,
  describeChecks,
  type Finding,
  type HandedConfig,
  type NotApplicable,
  ParsedConfigCache,
  type Severity,
} from '../../analysis/assessment';
import type { AppContext } from '../../context';
import { getDoc, listDocs, putDoc, type Scope } from '../../db/network-store';
import { notFound } from '../../errors';
import { isRunning, latestTask, publicTask, startTask } from '../collectors/tasks';
import { latestConfigTexts } from '../device-configs/service';
import { getSnapshot } from '../snapshots/service';

/** A stored run; runs stored before checks reported where they do not apply have no `not_applicable`. */
export type StoredAssessment = Omit<AssessmentOutcome, 'not_applicable'> & {
  created: number;
  not_applicable?: AssessmentOutcome['not_applicable'];
};

const LATEST = 'latest';

/**
 * Parsed configurations by version, shared by every run and report of the process: a re-run after one device
 * changed parses that device's new version only.
 */
const parsedConfigs = new ParsedConfigCache();

/**
 * What a parse read of configuration versions it stored (the first start's seeded networks): the next run
 * over them takes the models instead of parsing the texts again.
 */
export function receiveParsedConfigs(handed: readonly HandedConfig[]): void {
  parsedConfigs.receive(handed);
}

/** Configuration versions the assessment read from their text so far in this process. */
export const configurationsParsed = () => parsedConfigs.parses;

/** Evaluates every check over the stored state of the scope. */
export async function evaluateScope(ctx: AppContext, scope: Scope): Promise<AssessmentOutcome> {
  const [devices, hosts, vlans, zones, configs] = await Promise.all([
    listDocs(ctx.db, scope, 'device'),
    listDocs(ctx.db, scope, 'host'),
    listDocs(ctx.db, scope, 'vlan'),
    listDocs(ctx.db, scope, 'zone'),
    latestConfigTexts(ctx, scope),
  ]);
  return assessNetwork(buildNetwork({ devices, hosts, vlans, zones, configs }, parsedConfigs));
}

/** Queues a run over the live state; its findings replace the stored ones when it succeeds. */
export async function runAssessment(ctx: AppContext, networkId: number) {
  const scope: Scope = { networkId, snapshotId: LIVE_SNAPSHOT_ID };
  return startTask(ctx, networkId, 'assessment', async () => {
    const outcome = await evaluateScope(ctx, scope);
    const stored: StoredAssessment = { created: Math.floor(Date.now() / 1000), ...outcome };
    await putDoc(ctx.db, scope, 'assessment', LATEST, stored);
    const findings = Object.values(outcome.results).reduce((sum, rows) => sum + rows.length, 0);
    return { message: `Evaluated ${CHECKS.length} checks: ${findings} device findings.` };
  });
}

/** The latest run on the network: `running` while it is queued or running, `task: null` when none was. */
export async function assessmentRunStatus(ctx: AppContext, networkId: number) {
  const task = await latestTask(ctx, networkId, 'assessment');
  return { running: isRunning(task), task: task ? publicTask(task) : null };
}

function isStored(value: unknown): value is StoredAssessment {
  return typeof value === 'object' && value !== null && 'results' in value && 'created' in value;
}

/**
 * Reports of historical snapshots, which never change: evaluated once per snapshot (its id and creation
 * time, so that a snapshot deleted and taken again under the same id is evaluated anew).
 */
const snapshotReports = new Map<string, Promise<AssessmentOutcome>>();
const SNAPSHOT_REPORTS_KEPT = 16;

/** The latest stored run of the scope, or the checks evaluated on the spot (`created: null`). */
async function reportOf(
  ctx: AppContext,
  scope: Scope,
): Promise<{ created: number | null } & AssessmentOutcome> {
  const stored = await getDoc(ctx.db, scope, 'assessment', LATEST);
  if (isStored(stored)) return { ...stored, not_applicable: stored.not_applicable ?? {} };
  if (scope.snapshotId === LIVE_SNAPSHOT_ID) return { created: null, ...(await evaluateScope(ctx, scope)) };
  const snapshot = await getSnapshot(ctx, scope.networkId, scope.snapshotId);
  const key = `${scope.networkId}|${scope.snapshotId}|${snapshot.created}`;
  let report = snapshotReports.get(key);
  if (!report) {
    report = evaluateScope(ctx, scope);
    report.catch(() => snapshotReports.delete(key));
    snapshotReports.set(key, report);
    while (snapshotReports.size > SNAPSHOT_REPORTS_KEPT) {
      const oldest = snapshotReports.keys().next().value;
      if (oldest === undefined) break;
      snapshotReports.delete(oldest);
    }
  }
  return { created: null, ...(await report) };
}

export type AssessmentQuery = {
  type: string;
  severity?: Severity | undefined;
  tagIds?: number[] | undefined;
  /** Compare with the findings of this snapshot: each finding marked new or unchanged, fixed ones listed. */
  diffSnapshotId?: number | undefined;
};

export type ChangeMark = 'new' | 'unchanged';

/** The identity of a finding across snapshots: its check, device, interface and words, not its line numbers. */
const findingKey = (type: string, deviceId: string, finding: Finding) =>
  `${type}|${deviceId}|${finding.interface ?? ''}|${finding.message}`;

function keysOf(results: AssessmentResults): Set<string> {
  const keys = new Set<string>();
  for (const [type, rows] of Object.entries(results))
    for (const row of rows) for (const f of row.results) keys.add(findingKey(type, row.device_id, f));
  return keys;
}

/** Keeps the rows of the asked checks, devices and severity. */
function filtered(
  results: AssessmentResults,
  types: readonly string[],
  query: AssessmentQuery,
  tagged: Set<string> | undefined,
): AssessmentResults {
  const out: AssessmentResults = {};
  for (const type of types) {
    out[type] = (results[type] ?? [])
      .filter((row) => !tagged || tagged.has(row.device_id))
      .map((row) => ({
        ...row,
        results: row.results.filter((f) => query.severity === undefined || f.severity === query.severity),
      }))
      .filter((row) => row.results.length > 0);
  }
  return out;
}

/**
 * The findings of the latest run on the snapshot. When no run happened there yet, the checks are evaluated
 * on the spot so the report is never empty, and `created` stays null to say that no run was recorded. With
 * `diffSnapshotId`, every finding says whether it is new since that snapshot or unchanged, and the findings
 * of that snapshot that are gone are listed as fixed.
 */
export async function listAssessments(ctx: AppContext, scope: Scope, query: AssessmentQuery) {
  const known = new Set(CHECKS.map((check) => check.type));
  if (query.type !== 'any' && !known.has(query.type)) throw notFound(`Unknown check type '${query.type}'.`);
  const before =
    query.diffSnapshotId === undefined
      ? undefined
      : await (async () => {
          const snapshot = await getSnapshot(ctx, scope.networkId, query.diffSnapshotId ?? LIVE_SNAPSHOT_ID);
          const report = await reportOf(ctx, { networkId: scope.networkId, snapshotId: snapshot.id });
          return { snapshot, report };
        })();
  const report = await reportOf(ctx, scope);
  let tagged: Set<string> | undefined;
  if (query.tagIds && query.tagIds.length > 0) {
    const devices = await listDocs(ctx.db, scope, 'device');
    tagged = new Set(
      devices.filter((d) => d.tag_ids.some((id) => query.tagIds?.includes(id))).map((d) => d.unique_id),
    );
  }
  const descriptions = describeChecks().filter((d) => query.type === 'any' || d.type === query.type);
  const types = descriptions.map((d) => d.type);
  const results = filtered(report.results, types, query, tagged);
  const notApplicable: Record<string, NotApplicable[]> = {};
  for (const type of types) notApplicable[type] = report.not_applicable[type] ?? [];
  if (!before) return { created: report.created, descriptions, results, not_applicable: notApplicable };

  const previous = filtered(before.report.results, types, query, tagged);
  const previousKeys = keysOf(previous);
  const currentKeys = keysOf(results);
  const counts = { new: 0, unchanged: 0, fixed: 0 };
  const marked: AssessmentResults = {};
  for (const [type, rows] of Object.entries(results)) {
    marked[type] = rows.map((row) => ({
      ...row,
      results: row.results.map((f) => {
        const change: ChangeMark = previousKeys.has(findingKey(type, row.device_id, f)) ? 'unchanged' : 'new';
        counts[change]++;
        return { ...f, change };
      }),
    }));
  }
  const fixed: AssessmentResults = {};
  for (const [type, rows] of Object.entries(previous)) {
    fixed[type] = rows
      .map((row) => ({
        ...row,
        results: row.results.filter((f) => !currentKeys.has(findingKey(type, row.device_id, f))),
      }))
      .filter((row) => row.results.length > 0);
    counts.fixed += fixed[type].reduce((sum, row) => sum + row.results.length, 0);
  }
  return {
    created: report.created,
    descriptions,
    results: marked,
    not_applicable: notApplicable,
    diff: {
      snapshot_id: before.snapshot.id,
      snapshot_name: before.snapshot.name,
      snapshot_created: before.snapshot.created,
      created: before.report.created,
      counts,
      fixed,
    },
  };
}
