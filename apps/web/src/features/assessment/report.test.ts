import type { AssessmentCheckDescription, AssessmentReport } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import {
  bySeverity,
  csvFileName,
  findingRows,
  findingsCsv,
  matchesTags,
  orderChecks,
  reportTags,
  severityCounts,
  tagCounts,
} from './report';

const check = (
  type: string,
  tags: string[],
  category: 'configuration' | 'operational' = 'configuration',
): AssessmentCheckDescription => ({
  type,
  category,
  title: `Title ${type}`,
  subtitle: `Subtitle ${type}`,
  tags: tags as AssessmentCheckDescription['tags'],
  long_description: null,
  recommendation: 'Fix it.',
  config_suggestion: null,
});

const report: AssessmentReport = {
  created: 1732273243,
  descriptions: [
    check('passing_first', ['NetDevice']),
    check('telnet', ['NetDevice', 'Security']),
    check('half_duplex', ['Interface', 'Performance'], 'operational'),
    check('ntp', ['Reliability']),
    check('custom', ['Compliance']),
  ],
  results: {
    passing_first: [],
    telnet: [
      {
        device_id: 'B',
        device_name: 'sw-b',
        results: [{ severity: 'high', message: "Telnet is allowed: 'transport input all'", interface: null }],
      },
      {
        device_id: 'A',
        device_name: 'sw-a',
        results: [
          { severity: 'critical', message: 'first, "quoted"', interface: null },
          { severity: 'low', message: 'second', interface: null },
        ],
      },
    ],
    half_duplex: [
      {
        device_id: 'A',
        device_name: 'sw-a',
        results: [{ severity: 'medium', message: 'Gi1/0/7 runs half duplex', interface: 'Gi1/0/7' }],
      },
    ],
    ntp: [],
  },
};

describe('orderChecks', () => {
  it('puts checks with findings first, keeping the engine order inside each group', () => {
    const ordered = orderChecks(report);
    expect(ordered.withFindings.map((e) => e.check.type)).toEqual(['telnet', 'half_duplex']);
    expect(ordered.withoutIssues.map((e) => e.check.type)).toEqual(['passing_first', 'ntp', 'custom']);
  });

  it('treats a check missing from results as passing', () => {
    expect(orderChecks(report).withoutIssues.find((e) => e.check.type === 'custom')?.devices).toEqual([]);
  });

  it('keeps only checks carrying one of the selected tags', () => {
    const ordered = orderChecks(report, ['Security', 'Reliability']);
    expect(ordered.withFindings.map((e) => e.check.type)).toEqual(['telnet']);
    expect(ordered.withoutIssues.map((e) => e.check.type)).toEqual(['ntp']);
    expect(orderChecks(report, ['Suspicious'])).toEqual({ withFindings: [], withoutIssues: [] });
    expect(matchesTags(check('x', ['Security']), [])).toBe(true);
  });
});

describe('summaries', () => {
  it('lists the spec tags in their order, then others', () => {
    expect(reportTags(report)).toEqual([
      'NetDevice',
      'Security',
      'Reliability',
      'Interface',
      'Performance',
      'Compliance',
    ]);
  });

  it('counts findings per severity, every severity present', () => {
    expect(severityCounts(orderChecks(report).withFindings)).toEqual([
      { severity: 'critical', count: 1 },
      { severity: 'high', count: 1 },
      { severity: 'medium', count: 1 },
      { severity: 'low', count: 1 },
      { severity: 'info', count: 0 },
    ]);
  });

  it('counts findings per tag, a finding once for each tag of its check', () => {
    expect(tagCounts(orderChecks(report).withFindings)).toEqual([
      { tag: 'NetDevice', count: 3 },
      { tag: 'Security', count: 3 },
      { tag: 'Interface', count: 1 },
      { tag: 'Performance', count: 1 },
    ]);
  });
});

describe('finding rows and CSV', () => {
  const rows = findingRows(orderChecks(report).withFindings);

  it('flattens every finding in report order', () => {
    expect(rows.map((r) => `${r.checkType}:${r.deviceName}:${r.severity}`)).toEqual([
      'telnet:sw-b:high',
      'telnet:sw-a:critical',
      'telnet:sw-a:low',
      'half_duplex:sw-a:medium',
    ]);
    expect(rows[3]).toMatchObject({
      interface: 'Gi1/0/7',
      category: 'operational',
      tags: 'Interface, Performance',
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('sorts most severe first', () => {
    expect(bySeverity(rows).map((r) => r.severity)).toEqual(['critical', 'high', 'medium', 'low']);
  });

  it('writes a header and one line per finding', () => {
    const csv = findingsCsv(rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFCheck,Check type,Category,Tags,Device,Device id,Severity,Issue,Interface');
    expect(lines[2]).toBe(
      'Title telnet,telnet,configuration,"NetDevice, Security",sw-a,A,critical,"first, ""quoted""",',
    );
    expect(lines[4]).toBe(
      'Title half_duplex,half_duplex,operational,"Interface, Performance",sw-a,A,medium,Gi1/0/7 runs half duplex,Gi1/0/7',
    );
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(csvFileName('2026-11-22')).toBe('assessment-findings-2026-11-22.csv');
  });

  it('guards every cell a spreadsheet would run as a formula', () => {
    const [first] = rows;
    if (!first) throw new Error('fixture has findings');
    const triggers = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'];
    const csv = findingsCsv(
      triggers.map((message) => ({ ...first, tags: 'Security', message, deviceName: message })),
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(1, 5).map((line) => line.split(',')[7])).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)"]);
    expect(lines[5]?.split(',')[4]).toBe("'\tx");
    expect(csv).toContain('"\'\rx"');
  });
});
