import type {
  CollectorTask,
  ParseReport,
  ParseReportFile,
  ParseSummary,
  ParseWarning,
} from '@lne/api-client';
import { collectorMessages as m } from './messages';

/** What the import takes: one snapshot folder archive (the server also reads `.tar`, but names these three). */
export const IMPORT_RULES = { accept: ['.zip', '.tgz', '.tar.gz'], maxFiles: 1 } as const;

/** The import answers the queued parser run (202), or the report when it only validated (200). */
export function isImportTask(answer: CollectorTask | ParseReport): answer is CollectorTask {
  return 'task_id' in answer;
}

/** One warning of a report, with the file's device, for the report's list of warnings. */
export type WarningRow = ParseWarning & { id: string; device: string | null };

/**
 * Every warning a report names, files in their order and each file's in line order, then those of the run as
 * a whole. A report carries the first 20 of each file; the file itself has all of them.
 */
export function reportWarnings(report: Pick<ParseReport, 'files' | 'warnings'>): WarningRow[] {
  const rows: WarningRow[] = [];
  for (const file of report.files) {
    file.warnings.forEach((warning, index) => {
      rows.push({
        ...warning,
        file: warning.file || file.path,
        device: file.device,
        id: `${file.path}#${index}`,
      });
    });
  }
  report.warnings.forEach((warning, index) => {
    rows.push({ ...warning, device: null, id: `run#${index}` });
  });
  return rows;
}

/** Warnings of the file that the report leaves out (it lists the first 20); the file viewer shows them all. */
export function warningsNotListed(file: Pick<ParseReportFile, 'warning_count' | 'warnings'>): number {
  return Math.max(0, file.warning_count - file.warnings.length);
}

/** Whether a warning points at a line of a file that can be opened (not the run's, not the whole file's). */
export function hasLine(warning: Pick<ParseWarning, 'file' | 'line'>): boolean {
  return warning.file !== '' && warning.line > 0;
}

export type SummaryFact = { id: string; label: string; value: number };

/** The figures a report opens with: what was read, then what the network got from it. */
export function summaryFacts(summary: ParseSummary): SummaryFact[] {
  return [
    { id: 'files', label: m.reportFiles, value: summary.files },
    { id: 'devices', label: m.reportDevices, value: summary.devices },
    { id: 'discovered', label: m.reportDiscovered, value: summary.discovered_devices },
    { id: 'links', label: m.reportLinks, value: summary.links },
    { id: 'hosts', label: m.reportHosts, value: summary.hosts },
    { id: 'vlan_subnets', label: m.reportVlanSubnets, value: summary.vlan_subnets },
    { id: 'warnings', label: m.reportWarnings, value: summary.warnings },
  ];
}

/** Files per status, in the order of the statuses, only those that occur. */
export function statusCounts(summary: ParseSummary): { status: string; count: number }[] {
  return [
    { status: 'parsed', count: summary.parsed },
    { status: 'partial', count: summary.partial },
    { status: 'failed', count: summary.failed },
    { status: 'unknown-format', count: summary.unknown_format },
  ].filter((entry) => entry.count > 0);
}

/** What writing the parse changed, in a sentence; null when nothing was written (a validation). */
export function writtenSentence(summary: ParseSummary): string | null {
  const written = summary.written;
  if (!written) return null;
  return m.reportWritten(
    written.devices_new,
    written.devices_updated,
    written.config_versions,
    written.hosts,
    written.vlans,
  );
}

/** The last segment of a path, for a download's file name. */
export function baseName(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? 'file.txt';
}
