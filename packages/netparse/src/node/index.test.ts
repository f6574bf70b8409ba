// biome-ignore-all lint/suspicious/noTemplateCurlyInString: TextFSM templates write their values as ${NAME}
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NTC_DIR } from '../../test/ntc/cases';
import { TemplateIndexError, TextFsmTemplateError } from '../textfsm/errors';
import { loadTemplateIndex, loadTextFsmTemplate, NTC_TEMPLATES_DIR_ENV, templatesDirFromEnv } from './index';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'netparse-templates-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('loadTemplateIndex', () => {
  it('reads an ntc-templates folder and parses through it', () => {
    const index = loadTemplateIndex(join(NTC_DIR, 'templates'));
    expect(index.find('cisco_ios', 'sh ver')).toEqual(['cisco_ios_show_version.textfsm']);
    const records = index.parse('cisco_ios', 'show clock', 'x');
    expect(records).toBeUndefined();
  });

  it('loads a template only when used, and once', () => {
    const dir = folder({
      index:
        'Template, Platform, Command\n\nlab_show_port.textfsm, lab, sh[[ow]] po[[rt]]\nlab_broken.textfsm, lab, sh[[ow]] br[[oken]]\n',
      'lab_show_port.textfsm': 'Value PORT (\\S+)\n\nStart\n  ^port ${PORT} -> Record\n',
    });
    const index = loadTemplateIndex(dir);
    expect(index.parse('lab', 'sh po', 'port 1\n')).toEqual([{ port: '1' }]);
    // Changing the file after the first use does not change the compiled template.
    writeFileSync(join(dir, 'lab_show_port.textfsm'), 'Value X (\\S+)\n\nStart\n  ^${X} -> Record\n');
    expect(index.parse('lab', 'show port', 'port 2\n')).toEqual([{ port: '2' }]);
    expect(() => index.parse('lab', 'show broken', '')).toThrow(/lab_broken.textfsm' not found/);
  });

  it('never reads a template outside the folder', () => {
    const outer = folder({ 'secret.textfsm': 'Value A (.*)\n\nStart\n  ^${A} -> Record\n' });
    const dir = join(outer, 'templates');
    mkdirSync(dir);
    writeFileSync(join(dir, 'index'), 'Template, Platform, Command\n../secret.textfsm, lab, show x\n');
    expect(() => loadTemplateIndex(dir).parse('lab', 'show x', 'data')).toThrow(TemplateIndexError);
  });

  it('takes the folder from NTC_TEMPLATES_DIR and says what is missing', () => {
    expect(templatesDirFromEnv({ [NTC_TEMPLATES_DIR_ENV]: ' /opt/ntc/templates ' })).toBe(
      '/opt/ntc/templates',
    );
    expect(templatesDirFromEnv({})).toBeUndefined();
    expect(() => loadTemplateIndex(undefined)).toThrow(/NTC_TEMPLATES_DIR is not set/);
    expect(() => loadTemplateIndex(join(tmpdir(), 'no-such-netparse-folder'))).toThrow(/does not exist/);
    expect(() => loadTemplateIndex(folder({}))).toThrow(/has no index file/);
  });
});

describe('loadTextFsmTemplate', () => {
  it('compiles a template file, naming it in template errors', () => {
    const dir = folder({
      'good.textfsm': 'Value A (\\d+)\n\nStart\n  ^${A} -> Record\n',
      'bad.textfsm': 'Value A (\\d+)\n\nBegin\n',
    });
    expect(loadTextFsmTemplate(join(dir, 'good.textfsm')).parse('1\n2\n')).toEqual([{ a: '1' }, { a: '2' }]);
    try {
      loadTextFsmTemplate(join(dir, 'bad.textfsm'));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TextFsmTemplateError);
      expect((e as TextFsmTemplateError).template).toBe(join(dir, 'bad.textfsm'));
    }
  });
});
