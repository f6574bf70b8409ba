import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import {
  type AssessmentResults,
  CHECKS,
  describeChecks,
  runChecks,
  type Severity,
} from '../../analysis/assessment';
import type { AppContext } from '../../context';
import { getDoc, listDocs, putDoc, type Scope } from '../../db/network-store';
import { notFound } from '../../errors';
import { isRunning, latestTask, publicTask, startTask } from '../collectors/tasks';
import { latestConfigTexts } from '../device-configs/service';

export type StoredAssessment = { created: number; results: AssessmentResults };

const LATEST = 'latest';

/** Evaluates every check over the stored state of the scope. */
export async function evaluateScope(ctx: AppContext, scope: Scope): Promise<AssessmentResults> {
  const [devices, hosts, vlans, zones, configs] = await Promise.all([
    listDocs(ctx.db, scope, 'device'),
    listDocs(ctx.db, scope, 'host'),
    listDocs(ctx.db, scope, 'vlan'),
    listDocs(ctx.db, scope, 'zone'),
    latestConfigTexts(ctx, scope),
  ]);
  const texts = new Map([...configs.entries()].map(([id, config]) => [id, config.text]));
  return runChecks(devices, texts, { devices, hosts, vlans, zones });
}

/** Queues a run over the live state; its findings replace the stored ones when it succeeds. */
export async function runAssessment(ctx: AppContext, networkId: number) {
  const scope: Scope = { networkId, snapshotId: LIVE_SNAPSHOT_ID };
  return startTask(ctx, networkId, 'assessment', async () => {
    const results = await evaluateScope(ctx, scope);
    const stored: StoredAssessment = { created: Math.floor(Date.now() / 1000), results };
    await putDoc(ctx.db, scope, 'assessment', LATEST, stored);
    const findings = Object.values(results).reduce((sum, rows) => sum + rows.length, 0);
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

export type AssessmentQuery = {
  type: string;
  severity?: Severity | undefined;
  tagIds?: number[] | undefined;
};

/**
 * The findings of the latest run on the snapshot. When no run happened there yet, the checks are evaluated
 * on the spot so the report is never empty, and `created` stays null to say that no run was recorded.
 */
export async function listAssessments(ctx: AppContext, scope: Scope, query: AssessmentQuery) {
  const stored = await getDoc(ctx.db, scope, 'assessment', LATEST);
  const report = isStored(stored) ? stored : { created: null, results: await evaluateScope(ctx, scope) };
  const known = new Set(CHECKS.map((check) => check.type));
  if (query.type !== 'any' && !known.has(query.type)) throw notFound(`Unknown check type '${query.type}'.`);
  let tagged: Set<string> | undefined;
  if (query.tagIds && query.tagIds.length > 0) {
    const devices = await listDocs(ctx.db, scope, 'device');
    tagged = new Set(
      devices.filter((d) => d.tag_ids.some((id) => query.tagIds?.includes(id))).map((d) => d.unique_id),
    );
  }
  const descriptions = describeChecks().filter((d) => query.type === 'any' || d.type === query.type);
  const results: AssessmentResults = {};
  for (const description of descriptions) {
    results[description.type] = (report.results[description.type] ?? [])
      .filter((row) => !tagged || tagged.has(row.device_id))
      .map((row) => ({
        ...row,
        results: row.results.filter((f) => query.severity === undefined || f.severity === query.severity),
      }))
      .filter((row) => row.results.length > 0);
  }
  return { created: report.created, descriptions, results };
}
