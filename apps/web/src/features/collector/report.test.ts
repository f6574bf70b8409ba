import type { ParseReport, ParseReportFile, ParseSummary } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import {
  baseName,
  hasLine,
  IMPORT_RULES,
  isImportTask,
  reportWarnings,
  statusCounts,
  summaryFacts,
  warningsNotListed,
  writtenSentence,
} from './report';

const summary = (overrides: Partial<ParseSummary> = {}): ParseSummary => ({
  files: 3,
  devices: 2,
  discovered_devices: 1,
  links: 4,
  hosts: 0,
  vlan_subnets: 0,
  parsed: 2,
  partial: 1,
  failed: 0,
  unknown_format: 0,
  warnings: 2,
  platforms: { cisco_ios: 3 },
  written: null,
  ...overrides,
});

const file = (path: string, overrides: Partial<ParseReportFile> = {}): ParseReportFile => ({
  path,
  kind: 'config',
  status: 'parsed',
  platform: 'cisco_ios',
  command: null,
  device: path.replace(/^configs\//, '').replace(/\.cfg$/, ''),
  parser: 'cisco_ios config',
  recognized_lines: 10,
  unrecognized_lines: 0,
  warning_count: 0,
  warnings: [],
  ...overrides,
});

const report: ParseReport = {
  run_id: 4,
  summary: summary(),
  files: [
    file('configs/r1.cfg', {
      status: 'partial',
      warning_count: 23,
      warnings: [
        {
          file: 'configs/r1.cfg',
          line: 87,
          severity: 'info',
          code: 'unrecognized-line',
          text: ' fabric-mode x',
        },
        { file: '', line: 0, severity: 'warning', code: 'not-utf8', text: 'read as Latin-1' },
      ],
    }),
    file('configs/r2.cfg'),
  ],
  warnings: [{ file: '', line: 0, severity: 'info', code: 'left-out', text: '__MACOSX/ left out' }],
};

describe('reportWarnings', () => {
  it("lists each file's warnings under the file, then the run's, with stable ids", () => {
    const rows = reportWarnings(report);
    expect(rows.map((row) => [row.id, row.file, row.line, row.device])).toEqual([
      ['configs/r1.cfg#0', 'configs/r1.cfg', 87, 'r1'],
      ['configs/r1.cfg#1', 'configs/r1.cfg', 0, 'r1'],
      ['run#0', '', 0, null],
    ]);
  });

  it('opens a line only where a warning names a file and a line', () => {
    const [line, whole, run] = reportWarnings(report);
    expect([line, whole, run].map((row) => (row ? hasLine(row) : null))).toEqual([true, false, false]);
  });
});

describe('report figures', () => {
  it('counts the warnings a report leaves out of its list', () => {
    expect(report.files.map(warningsNotListed)).toEqual([21, 0]);
    expect(warningsNotListed({ warning_count: 1, warnings: [] })).toBe(1);
  });

  it('opens with what was read, and names only the statuses that occur', () => {
    expect(summaryFacts(summary()).map((fact) => [fact.id, fact.value])).toEqual([
      ['files', 3],
      ['devices', 2],
      ['discovered', 1],
      ['links', 4],
      ['hosts', 0],
      ['vlan_subnets', 0],
      ['warnings', 2],
    ]);
    expect(statusCounts(summary())).toEqual([
      { status: 'parsed', count: 2 },
      { status: 'partial', count: 1 },
    ]);
    expect(statusCounts(summary({ parsed: 0, partial: 0, unknown_format: 5 }))).toEqual([
      { status: 'unknown-format', count: 5 },
    ]);
  });

  it('says what was written, and nothing for a validation', () => {
    expect(writtenSentence(summary())).toBeNull();
    expect(
      writtenSentence(
        summary({
          written: { devices_new: 13, devices_updated: 0, config_versions: 13, hosts: 0, vlans: 2 },
        }),
      ),
    ).toBe('13 new devices, 0 updated, 13 new configuration versions, 0 hosts, 2 VLANs written.');
  });
});

describe('import answers and files', () => {
  it('tells the queued parser run from a validation report', () => {
    expect(isImportTask(report)).toBe(false);
    expect(
      isImportTask({
        task_id: 't',
        task_type: 'parser',
        state: 'PENDING',
        explorer_network_id: 2,
        created: 1,
        started: null,
        finished: null,
        message: null,
        progress: 0,
        run_id: 5,
      }),
    ).toBe(true);
  });

  it('takes the archives the import reads', () => {
    expect(IMPORT_RULES.accept).toEqual(['.zip', '.tgz', '.tar.gz']);
    expect(IMPORT_RULES.maxFiles).toBe(1);
  });

  it('names a download after the last segment of the path', () => {
    expect(baseName('show/r1/show version.txt')).toBe('show version.txt');
    expect(baseName('hosts.yaml')).toBe('hosts.yaml');
    expect(baseName('')).toBe('file.txt');
  });
});
