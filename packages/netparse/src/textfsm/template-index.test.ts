// biome-ignore-all lint/suspicious/noTemplateCurlyInString: TextFSM templates write their values as ${NAME}
import { describe, expect, it } from 'vitest';
import { TemplateIndexError, TextFsmTemplateError } from './errors';
import { TemplateIndex } from './template-index';

const INDEX = [
  '# Templates of the lab devices.',
  '# Longer commands come first: the first matching line wins.',
  '',
  'Template, Hostname, Platform, Command',
  '',
  'lab_show_interfaces_status.textfsm, .*, lab_os, sh[[ow]] int[[erfaces]] st[[atus]]',
  'lab_show_interfaces.textfsm, .*, lab_os, sh[[ow]] int[[erfaces]]',
  'lab_show_version.textfsm:lab_show_version_extra.textfsm, .*, lab_os, sh[[ow]] ver[[sion]]',
  '# a comment between entries',
  'other_show_version.textfsm, , other_os|legacy_os, sh[[ow]] ver[[sion]]',
  'any_show_clock.textfsm, core.*, .*, sh[[ow]] clock',
  'a line with, too few fields',
  '',
].join('\n');

const TEMPLATES: Record<string, string> = {
  'lab_show_version.textfsm':
    'Value Key HOST (\\S+)\nValue VERSION (\\S+)\n\nStart\n  ^${HOST} runs ${VERSION} -> Record\n',
  'lab_show_version_extra.textfsm':
    'Value Key HOST (\\S+)\nValue UPTIME (\\d+)\n\nStart\n  ^${HOST} up ${UPTIME} -> Record\n',
  'lab_show_interfaces.textfsm': 'Value PORT (\\S+)\n\nStart\n  ^port ${PORT} -> Record\n',
  'broken.textfsm': 'Value PORT (\\S+)\nStart\n',
};

function index(): { index: TemplateIndex; loads: string[] } {
  const loads: string[] = [];
  return {
    loads,
    index: new TemplateIndex(INDEX, (name) => {
      loads.push(name);
      return TEMPLATES[name];
    }),
  };
}

describe('TemplateIndex', () => {
  it('reads the header, skips comments, blank lines and lines of the wrong width', () => {
    const { index: ix } = index();
    expect(ix.header).toEqual(['Template', 'Hostname', 'Platform', 'Command']);
    expect(ix.entries.map((e) => e.line)).toEqual([6, 7, 8, 10, 11]);
    expect(ix.entries[2]?.templates).toEqual(['lab_show_version.textfsm', 'lab_show_version_extra.textfsm']);
  });

  it('finds the first line whose platform and command match, with abbreviations', () => {
    const { index: ix } = index();
    expect(ix.find('lab_os', 'sh int st')).toEqual(['lab_show_interfaces_status.textfsm']);
    expect(ix.find('lab_os', 'show interfaces')).toEqual(['lab_show_interfaces.textfsm']);
    // A prefix match, as clitable's re.match: a longer command falls to the shorter entry.
    expect(ix.find('lab_os', 'show interfaces counters')).toEqual(['lab_show_interfaces.textfsm']);
    expect(ix.find('legacy_os', 'sh ver')).toEqual(['other_show_version.textfsm']);
    expect(ix.find('lab_os', 'show running-config')).toBeUndefined();
    expect(ix.find('unknown_os', 'show version')).toBeUndefined();
  });

  it('matches the platform column as a regex at the start', () => {
    const { index: ix } = index();
    expect(ix.find('lab_os_v2', 'show version')?.[0]).toBe('lab_show_version.textfsm');
    expect(ix.find('my_lab_os', 'show version')).toBeUndefined();
  });

  it('matches other columns, such as the hostname, when asked', () => {
    const { index: ix } = index();
    expect(ix.findEntry({ Platform: 'any', Command: 'show clock', Hostname: 'core1' })?.templates).toEqual([
      'any_show_clock.textfsm',
    ]);
    expect(ix.findEntry({ Platform: 'any', Command: 'show clock', Hostname: 'edge1' })).toBeUndefined();
  });

  it('parses through the index, compiling each template once', () => {
    const { index: ix, loads } = index();
    expect(ix.parse('lab_os', 'sh int', 'port Gi1\nport Gi2\n')).toEqual([{ port: 'Gi1' }, { port: 'Gi2' }]);
    expect(ix.parse('lab_os', 'show interfaces', 'port Gi3\n')).toEqual([{ port: 'Gi3' }]);
    expect(loads).toEqual(['lab_show_interfaces.textfsm']);
    expect(ix.parse('lab_os', 'show running-config', 'x')).toBeUndefined();
  });

  it('merges several templates on their Key values, as clitable does', () => {
    const { index: ix } = index();
    const text = 'r1 runs 15.2\nr2 runs 16.9\nr2 up 40\nr3 up 7\n';
    expect(ix.parse('lab_os', 'show version', text)).toEqual([
      { host: 'r1', version: '15.2', uptime: '' },
      { host: 'r2', version: '16.9', uptime: '40' },
    ]);
  });

  it('says which template is missing or broken', () => {
    const { index: ix } = index();
    expect(() => ix.parse('other_os', 'show version', 'x')).toThrow(TemplateIndexError);
    expect(() => ix.parse('other_os', 'show version', 'x')).toThrow(/other_show_version.textfsm/);
    const broken = new TemplateIndex('Template, Command\nbroken.textfsm, x\n', (name) => TEMPLATES[name]);
    try {
      broken.parse('any', 'x', '');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TextFsmTemplateError);
      expect((e as TextFsmTemplateError).template).toBe('broken.textfsm');
      expect((e as TextFsmTemplateError).line).toBe(2);
    }
  });

  it('refuses an index without a header, without a Template column, or with a bad regex', () => {
    expect(() => new TemplateIndex('# only comments\n\n')).toThrow(/no header/);
    expect(() => new TemplateIndex('Name, Command\nx, y\n')).toThrow(/no 'Template' column/);
    try {
      new TemplateIndex('Template, Platform, Command\n\nx.textfsm, cisco_(ios, show x\n');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TemplateIndexError);
      expect((e as TemplateIndexError).line).toBe(3);
    }
  });
});
