/**
 * NTC_TEMPLATES_DIR in the server's parse: a user's ntc-templates folder reads the show commands the built-in
 * parsers do not. The folder is made at test time from a template of ../shared/fixtures/ntc-templates (none is
 * kept in the repository): the `show vlan` template, which old IOS routers with an EtherSwitch module answer
 * `show vlan-switch` in the same table, indexed for that command.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseCollected } from './parse';
import { buildReport } from './report';
import { userTemplates } from './templates';

const NTC = resolve(import.meta.dirname, '../../../../../shared/fixtures/ntc-templates');
const CASE = join(NTC, 'tests/cisco_ios/show_vlan/cisco_ios_show_vlan.raw');

let dir = '';
const files = () => [
  {
    path: 'show/rtr1/show version.txt',
    text: 'rtr1 uptime is 2 weeks, 1 day\nCisco IOS Software, 2800 Software (C2800NM-ADVIPSERVICESK9-M), Version 12.4(24)T8\n',
  },
  { path: 'show/rtr1/show vlan-switch.txt', text: readFileSync(CASE, 'utf8') },
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ntc-templates-'));
  copyFileSync(join(NTC, 'templates/cisco_ios_show_vlan.textfsm'), join(dir, 'cisco_ios_show_vlan.textfsm'));
  writeFileSync(
    join(dir, 'index'),
    'Template, Hostname, Platform, Command\n\ncisco_ios_show_vlan.textfsm, .*, cisco_ios, sh[[ow]] vlan-s[[witch]]\n',
  );
});

afterAll(() => {
  delete process.env.NTC_TEMPLATES_DIR;
  rmSync(dir, { recursive: true, force: true });
});

describe('NTC_TEMPLATES_DIR', () => {
  it('leaves a command without a built-in parser unread when it is not set', async () => {
    delete process.env.NTC_TEMPLATES_DIR;
    const parsed = await parseCollected(files(), undefined, 'thread');
    const report = parsed.files.find((f) => f.file === 'show/rtr1/show vlan-switch.txt');
    expect(report).toMatchObject({ status: 'unknown-format' });
    expect(report?.warnings.map((w) => w.code)).toEqual(['no-parser']);
  });

  it.each(['thread', 'worker'] as const)(
    'reads it with the user’s template in a %s, and the report names the template',
    async (where) => {
      process.env.NTC_TEMPLATES_DIR = dir;
      const parsed = await parseCollected(files(), undefined, where);
      const report = parsed.files.find((f) => f.file === 'show/rtr1/show vlan-switch.txt');
      expect(report).toMatchObject({
        status: 'parsed',
        command: 'show vlan-switch',
        parser: 'ntc-templates cisco_ios_show_vlan.textfsm',
        device: 'rtr1',
      });
      // The records are the template's, as ntc-templates gives them for this output.
      const records = parsed.records.find((r) => r.file === 'show/rtr1/show vlan-switch.txt')?.records;
      const yml = readFileSync(CASE.replace(/\.raw$/, '.yml'), 'utf8');
      expect(records).toEqual((parseYaml(yml) as { parsed_sample: unknown[] }).parsed_sample);
      // The built-in parsers still read what they know.
      expect(parsed.files.find((f) => f.file === 'show/rtr1/show version.txt')?.parser).toBe(
        'cisco_ios show version',
      );
      const { files: reports } = buildReport(parsed, files(), [], null);
      expect(reports.find((r) => r.path === 'show/rtr1/show vlan-switch.txt')?.parser).toBe(
        'ntc-templates cisco_ios_show_vlan.textfsm',
      );
    },
    60_000,
  );

  it('says so once in the run when the folder cannot be read, and parses without it', async () => {
    const missing = join(dir, 'no-such-folder');
    expect(userTemplates({ NTC_TEMPLATES_DIR: missing }).warning?.code).toBe('templates-unreadable');
    process.env.NTC_TEMPLATES_DIR = missing;
    const parsed = await parseCollected(files(), undefined, 'thread');
    expect(parsed.warnings.filter((w) => w.code === 'templates-unreadable')).toHaveLength(1);
    expect(parsed.warnings[0]?.text).toContain(missing);
    expect(parsed.files.find((f) => f.file === 'show/rtr1/show vlan-switch.txt')?.status).toBe(
      'unknown-format',
    );
    const { run } = buildReport(parsed, files(), [], null);
    expect(run.warnings.map((w) => w.code)).toContain('templates-unreadable');
  });
});
