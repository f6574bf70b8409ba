import { pathSegment } from '@lne/poller';
import { eq } from 'drizzle-orm';
import { isMap, parseDocument } from 'yaml';
import { createTarGz } from '../../archive/index';
import { type FileParseReport, listedFile, type ParseReport, type ReportSummary } from '../../collect/report';
import {
  type CollectedFile,
  type CollectionRun,
  getRun,
  listRuns,
  runFile,
  runFileReports,
  runFiles,
} from '../../collect/store';
import type { AppContext } from '../../context';
import { explorerNetworks } from '../../db/schema';
import { HttpError, notFound } from '../../errors';

/** A collection run as the API answers it: its report's summary, not the report. */
export type PublicRun = Omit<CollectionRun, 'notes' | 'report'> & { summary: ReportSummary | null };

export function publicRun(run: CollectionRun): PublicRun {
  const { notes: _notes, report, ...rest } = run;
  return { ...rest, summary: report?.summary ?? null };
}

export const RUN_NOT_FOUND = 'Collection run not found.';
export const RUN_NOT_PARSED = 'The collection run has not been parsed yet.';

async function requireRun(ctx: AppContext, networkId: number, runId: number): Promise<CollectionRun> {
  const run = await getRun(ctx.db, networkId, runId);
  if (!run) throw notFound(RUN_NOT_FOUND);
  return run;
}

export async function networkRuns(ctx: AppContext, networkId: number): Promise<PublicRun[]> {
  return (await listRuns(ctx.db, networkId)).map(publicRun);
}

/** A file the latest parse did not name (it cannot happen unless the parse was interrupted): read by nothing. */
function unread(path: string): FileParseReport {
  return {
    path,
    kind: 'unknown',
    status: 'unknown-format',
    platform: 'unknown',
    command: null,
    device: null,
    parser: null,
    recognized_lines: 0,
    unrecognized_lines: 0,
    warning_count: 0,
    warnings: [],
  };
}

/** The report of the run's latest parse, each file with its first warnings. */
export async function runReport(ctx: AppContext, networkId: number, runId: number): Promise<ParseReport> {
  const run = await requireRun(ctx, networkId, runId);
  if (!run.report) throw new HttpError(409, RUN_NOT_PARSED);
  const files = await runFileReports(ctx.db, runId);
  return {
    run_id: run.id,
    summary: run.report.summary,
    files: files.map((file) => listedFile(file.report ?? unread(file.path))),
    warnings: run.report.warnings,
  };
}

export async function runFileOf(ctx: AppContext, networkId: number, runId: number, path: string) {
  await requireRun(ctx, networkId, runId);
  const file = await runFile(ctx.db, runId, path);
  if (!file) throw notFound('The collection run has no such file.');
  return file;
}

/** Letters, digits, dots and dashes of a name, for a file name. */
function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'network'
  );
}

export const NO_DEVICE_FILES = 'The collection run has no files of this device.';

/** `hosts.yaml` reduced to the device's entry, or null when it has none (or the file is not a YAML map). */
function deviceInventory(text: string, folder: string): string | null {
  const document = parseDocument(text);
  if (document.errors.length > 0 || !isMap(document.contents)) return null;
  const entry = document.contents.items.find(
    (item) => item.key !== null && pathSegment(String(item.key)) === folder,
  );
  if (!entry) return null;
  document.contents.items = [entry];
  return document.toString();
}

/**
 * The files the snapshot-folder layout gives one device: `configs/<device>[.ext]`, `show/<device>/…` and its
 * entry of `hosts.yaml`; the device's name is taken as the layout files it (one path segment).
 */
export function deviceRunFiles(files: readonly CollectedFile[], device: string): CollectedFile[] {
  const folder = pathSegment(device);
  const own = files.filter((file) => {
    const config = /^configs\/([^/]+)$/.exec(file.path);
    if (config?.[1] !== undefined)
      return config[1].replace(/\.[^.]*$/, '') === folder || config[1] === folder;
    return file.path.startsWith(`show/${folder}/`);
  });
  if (own.length === 0) return [];
  const hosts = files.find((file) => file.path === 'hosts.yaml');
  const inventory = hosts ? deviceInventory(hosts.text, folder) : null;
  return inventory === null ? own : [...own, { path: 'hosts.yaml', text: inventory }];
}

/**
 * The run's files as a `.tar.gz` of a snapshot folder (one top folder named after the network and the run, and
 * the device when only its files are asked for), which `POST /api/collectors/import` reads back.
 */
export async function runArchive(
  ctx: AppContext,
  networkId: number,
  runId: number,
  device?: string,
): Promise<{ filename: string; content: Buffer }> {
  const run = await requireRun(ctx, networkId, runId);
  const [network] = await ctx.db
    .select({ name: explorerNetworks.name })
    .from(explorerNetworks)
    .where(eq(explorerNetworks.id, networkId));
  const all = await runFiles(ctx.db, runId);
  const files = device === undefined ? all : deviceRunFiles(all, device);
  if (files.length === 0 && device !== undefined) throw notFound(NO_DEVICE_FILES);
  const folder = `${slug(network?.name ?? '')}-run-${run.id}${device === undefined ? '' : `-${slug(device)}`}`;
  const content = await createTarGz(
    files.map((file) => ({ path: `${folder}/${file.path}`, content: Buffer.from(file.text, 'utf8') })),
    new Date(run.created * 1000),
  );
  return { filename: `${folder}.tar.gz`, content };
}
