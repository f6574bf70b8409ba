import type { AssessmentReport } from '@lne/api-client';
import { bySeverity, type FindingRow, findingRows, orderChecks } from './report';

/** The sub-pages of /analytics/assessment/interfaces-checks and the check each one shows. */
export const INTERFACE_CHECKS = [
  { segment: 'half-duplex', type: 'half_duplex', label: 'Half Duplex' },
  { segment: 'err-disabled', type: 'err_disabled', label: 'Err-Disabled' },
  { segment: 'mac', type: 'too_many_macs', label: 'MAC' },
] as const;

export type InterfaceCheckSegment = (typeof INTERFACE_CHECKS)[number]['segment'];

/** The findings of one check, most severe first. */
export function checkRows(report: AssessmentReport, type: string): FindingRow[] {
  const { withFindings, withoutIssues } = orderChecks(report);
  return bySeverity(
    findingRows([...withFindings, ...withoutIssues].filter((entry) => entry.check.type === type)),
  );
}

/** The findings of every operational check (ports, neighbours, hosts), most severe first. */
export function operationalRows(report: AssessmentReport): FindingRow[] {
  const { withFindings } = orderChecks(report);
  return bySeverity(findingRows(withFindings.filter((entry) => entry.check.category === 'operational')));
}

/** Number of findings of each check type. */
export function findingCountByType(report: AssessmentReport): Record<string, number> {
  return Object.fromEntries(
    report.descriptions.map((check) => [
      check.type,
      (report.results[check.type] ?? []).reduce((sum, device) => sum + device.results.length, 0),
    ]),
  );
}
