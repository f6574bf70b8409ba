import type { AssessmentCheckDescription, AssessmentDeviceResult, AssessmentReport } from '@lne/api-client';
import { buildCsv, SEVERITIES, type Severity, severityRank, TAG_COLORS } from '@lne/ui';
import { deviceDisplayName } from '../../shared/format/device-name';

/** One check of the report with the devices it found something on. */
export type CheckEntry = { check: AssessmentCheckDescription; devices: AssessmentDeviceResult[] };

/** The report as the page shows it: checks with findings first, then the passing ones (spec §2). */
export type OrderedChecks = { withFindings: CheckEntry[]; withoutIssues: CheckEntry[] };

const hasFindings = (entry: CheckEntry) => entry.devices.some((device) => device.results.length > 0);

/** Whether the check carries at least one of the selected tags; every check when none is selected. */
export function matchesTags(check: AssessmentCheckDescription, tags: readonly string[]): boolean {
  return tags.length === 0 || check.tags.some((tag) => tags.includes(tag));
}

/**
 * Splits the checks of the report into those with findings and those without, keeping the engine's order
 * inside each group, after keeping only the checks that carry one of `tags` (all when empty).
 */
export function orderChecks(report: AssessmentReport, tags: readonly string[] = []): OrderedChecks {
  const entries = report.descriptions
    .filter((check) => matchesTags(check, tags))
    .map((check) => ({ check, devices: report.results[check.type] ?? [] }));
  return {
    withFindings: entries.filter(hasFindings),
    withoutIssues: entries.filter((entry) => !hasFindings(entry)),
  };
}

/** Tags of the report's checks: the spec's tags in their order first, then any others by name. */
export function reportTags(report: AssessmentReport): string[] {
  const known = Object.keys(TAG_COLORS);
  const used = new Set<string>(report.descriptions.flatMap((check) => check.tags));
  return [
    ...known.filter((tag) => used.has(tag)),
    ...[...used].filter((tag) => !known.includes(tag)).sort((a, b) => a.localeCompare(b)),
  ];
}

/** Number of findings per severity, most severe first, every severity present (zero when none). */
export function severityCounts(entries: readonly CheckEntry[]): { severity: Severity; count: number }[] {
  const counts = new Map<string, number>();
  for (const entry of entries)
    for (const device of entry.devices)
      for (const finding of device.results)
        counts.set(finding.severity, (counts.get(finding.severity) ?? 0) + 1);
  return SEVERITIES.map((severity) => ({ severity, count: counts.get(severity) ?? 0 }));
}

/** Number of findings per tag (a finding of a check with two tags counts for both), largest first. */
export function tagCounts(entries: readonly CheckEntry[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const findings = entry.devices.reduce((sum, device) => sum + device.results.length, 0);
    for (const tag of entry.check.tags) counts.set(tag, (counts.get(tag) ?? 0) + findings);
  }
  return [...counts.entries()]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** One finding as a flat row, for the tables, the CSV export and the print view. */
export type FindingRow = {
  id: string;
  checkType: string;
  checkTitle: string;
  category: string;
  tags: string;
  deviceId: string;
  deviceName: string;
  severity: string;
  message: string;
  interface: string;
};

/** Every finding of the given checks, in report order (check, device, severity). */
export function findingRows(entries: readonly CheckEntry[]): FindingRow[] {
  return entries.flatMap(({ check, devices }) =>
    devices.flatMap((device) =>
      device.results.map((finding, index) => ({
        id: `${check.type}/${device.device_id}/${index}`,
        checkType: check.type,
        checkTitle: check.title,
        category: check.category,
        tags: check.tags.join(', '),
        deviceId: device.device_id,
        deviceName: deviceDisplayName(device.device_name),
        severity: finding.severity,
        message: finding.message,
        interface: finding.interface ?? '',
      })),
    ),
  );
}

/** Rows sorted most severe first, then by device and message (the default order of the finding tables). */
export function bySeverity(rows: readonly FindingRow[]): FindingRow[] {
  return [...rows].sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      a.deviceName.localeCompare(b.deviceName) ||
      a.message.localeCompare(b.message),
  );
}

const CSV_COLUMNS: readonly { header: string; value: (row: FindingRow) => string }[] = [
  { header: 'Check', value: (row) => row.checkTitle },
  { header: 'Check type', value: (row) => row.checkType },
  { header: 'Category', value: (row) => row.category },
  { header: 'Tags', value: (row) => row.tags },
  { header: 'Device', value: (row) => row.deviceName },
  { header: 'Device id', value: (row) => row.deviceId },
  { header: 'Severity', value: (row) => row.severity },
  { header: 'Issue', value: (row) => row.message },
  { header: 'Interface', value: (row) => row.interface },
];

/** The findings as CSV, one line per finding, written by the product's one CSV writer (BOM, quoting, formula guard). */
export function findingsCsv(rows: readonly FindingRow[]): string {
  return buildCsv(
    CSV_COLUMNS.map((column) => column.header),
    rows.map((row) => CSV_COLUMNS.map((column) => column.value(row))),
  );
}

/** `assessment-findings-YYYY-MM-DD.csv` for the export. */
export const csvFileName = (date: string) => `assessment-findings-${date}.csv`;
