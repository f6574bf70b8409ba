import type { FileReport, ParsedSnapshot, ParseWarning } from '@lne/netparse';

/** A collected file: its path in the snapshot-folder layout and its text, verbatim. */
export type CollectedFile = { path: string; text: string };

/** What collecting noticed of a file: left out (binary, an archiver's folder) or read as Latin-1. */
/** What a collection showed beside its files; a warning unless it says otherwise. */
export type CollectionNote = { path: string; code: string; text: string; severity?: 'info' | 'warning' };

/**
 * The parse report of a run, as the API answers it: per file its status, platform, device and warnings with
 * line numbers (Batfish's file parse status), plus what the run as a whole showed.
 */

export type ReportWarning = {
  /** The file of the run the warning is about, or `''`. */
  file: string;
  /** 1-based; 0 when it is about the whole file. */
  line: number;
  severity: 'info' | 'warning' | 'error';
  code: string;
  text: string;
};

export type FileKind = 'config' | 'show' | 'inventory' | 'unknown';
export type FileStatus = 'parsed' | 'partial' | 'failed' | 'unknown-format';

export type FileParseReport = {
  path: string;
  kind: FileKind;
  status: FileStatus;
  /** The netmiko platform name it was read as (`cisco_ios`, …), `unknown` when none was found. */
  platform: string;
  /** The command of a show output. */
  command: string | null;
  /** The hostname of the device the file belongs to. */
  device: string | null;
  /** Which parser read it, e.g. `cisco_ios show lldp neighbors detail`. */
  parser: string | null;
  recognized_lines: number;
  unrecognized_lines: number;
  warning_count: number;
  /** In line order; the report's file list names the first `REPORT_WARNINGS_PER_FILE` only. */
  warnings: ReportWarning[];
};

/** What writing the parse into the network's documents did; absent when nothing was written. */
export type WriteSummary = {
  devices_new: number;
  devices_updated: number;
  config_versions: number;
  hosts: number;
  vlans: number;
};

export type ReportSummary = {
  files: number;
  /** Imported devices (their own files were read). */
  devices: number;
  /** Neighbours nobody logged into: devices with status `unknown`. */
  discovered_devices: number;
  links: number;
  hosts: number;
  vlan_subnets: number;
  parsed: number;
  partial: number;
  failed: number;
  unknown_format: number;
  warnings: number;
  /** Files per platform. */
  platforms: Record<string, number>;
  written: WriteSummary | null;
};

/** What is kept with the run: the summary and the warnings that belong to no file of the run. */
export type RunReport = { summary: ReportSummary; warnings: ReportWarning[] };

/** The answer of a report call and of a validating import. */
export type ParseReport = {
  run_id: number | null;
  summary: ReportSummary;
  files: FileParseReport[];
  warnings: ReportWarning[];
};

/** Warnings each file shows in a report's file list; the file's own call shows them all. */
export const REPORT_WARNINGS_PER_FILE = 20;
/** Warnings of the run as a whole kept with it (a few normally: files left out, inventory entries). */
const RUN_WARNINGS = 1000;

const INVENTORY = /^(?:hosts|inventory)\.ya?ml$/i;

function toWarning(warning: ParseWarning): ReportWarning {
  return {
    file: warning.file,
    line: warning.line,
    severity: warning.severity,
    code: warning.code,
    text: warning.text,
  };
}

const warningKey = (w: ReportWarning) => `${w.line}\u0000${w.code}\u0000${w.text}`;

function fileReportOf(report: FileReport): FileParseReport {
  return {
    path: report.file,
    kind: report.kind,
    status: report.status,
    platform: report.platform,
    command: report.command ?? null,
    device: report.device ?? null,
    parser: report.parser ?? null,
    recognized_lines: report.recognizedLines,
    unrecognized_lines: report.unrecognizedLines,
    warning_count: 0,
    warnings: report.warnings.map(toWarning),
  };
}

/** The inventory file has no parser report of its own: its status follows its warnings. */
function inventoryReport(path: string, text: string): FileParseReport {
  return {
    path,
    kind: 'inventory',
    status: 'parsed',
    platform: 'unknown',
    command: null,
    device: null,
    parser: 'nornir hosts.yaml',
    recognized_lines: text.split('\n').filter((line) => line.trim() !== '').length,
    unrecognized_lines: 0,
    warning_count: 0,
    warnings: [],
  };
}

/**
 * The report of a parse: each file of the run with its parser report, the snapshot's and the inference's
 * warnings filed under the file they name, and the collection's notes (a file read as Latin-1, a file left
 * out). What names no file of the run is the run's own warning.
 */
export function buildReport(
  parsed: ParsedSnapshot,
  files: readonly CollectedFile[],
  notes: readonly CollectionNote[],
  written: WriteSummary | null,
): { files: FileParseReport[]; run: RunReport } {
  const byPath = new Map<string, FileParseReport>();
  for (const report of parsed.files) byPath.set(report.file, fileReportOf(report));
  for (const file of files) {
    if (!byPath.has(file.path) && INVENTORY.test(file.path))
      byPath.set(file.path, inventoryReport(file.path, file.text));
  }
  const runWarnings: ReportWarning[] = [];
  const file = (warning: ReportWarning) => {
    const own = byPath.get(warning.file);
    if (!own) {
      runWarnings.push(warning);
      return;
    }
    if (!own.warnings.some((w) => warningKey(w) === warningKey(warning))) own.warnings.push(warning);
  };
  for (const warning of parsed.warnings) file(toWarning(warning));
  for (const warning of parsed.inference.warnings) file(toWarning(warning));
  for (const note of notes) {
    file({
      file: note.path,
      line: 0,
      severity: note.severity ?? 'warning',
      code: note.code,
      text: note.text,
    });
  }

  const reports = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  const platforms: Record<string, number> = {};
  const statuses = { parsed: 0, partial: 0, failed: 0, 'unknown-format': 0 };
  let warnings = runWarnings.length;
  for (const report of reports) {
    report.warnings.sort((a, b) => a.line - b.line);
    report.warning_count = report.warnings.length;
    if (report.kind === 'inventory') {
      if (report.warnings.some((w) => w.severity === 'error')) report.status = 'failed';
      else if (report.warnings.some((w) => w.severity === 'warning')) report.status = 'partial';
    }
    warnings += report.warning_count;
    statuses[report.status] += 1;
    platforms[report.platform] = (platforms[report.platform] ?? 0) + 1;
  }
  return {
    files: reports,
    run: {
      summary: {
        files: reports.length,
        devices: parsed.devices.length,
        discovered_devices: parsed.inference.unknownDevices.length,
        links: parsed.inference.links.length,
        hosts: parsed.inference.hosts.length,
        vlan_subnets: parsed.inference.vlanSubnets.length,
        parsed: statuses.parsed,
        partial: statuses.partial,
        failed: statuses.failed,
        unknown_format: statuses['unknown-format'],
        warnings,
        platforms,
        written,
      },
      warnings: runWarnings.slice(0, RUN_WARNINGS),
    },
  };
}

/** A file's report as the report's file list shows it: its first warnings only, with their count. */
export function listedFile(report: FileParseReport): FileParseReport {
  return report.warnings.length > REPORT_WARNINGS_PER_FILE
    ? { ...report, warnings: report.warnings.slice(0, REPORT_WARNINGS_PER_FILE) }
    : report;
}
