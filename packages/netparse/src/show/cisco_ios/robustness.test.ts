import { describe, expect, it } from 'vitest';
import { ciscoNxosParsers } from '../cisco_nxos/index';
import { ciscoIosParsers } from './index';
import { lineCount } from './test-support';

/** Texts no parser should choke on: each answers a result, counts every line, never throws. */
const MESSY: Record<string, string> = {
  empty: '',
  blank: '\n\n   \n',
  prose: 'The quick brown fox\njumps over the lazy dog\n',
  'long line': `${'GigabitEthernet1/0/1 '.repeat(4000)}\n${'a-'.repeat(20000)}`,
  'control characters': 'Gi1/0/1\u0000\u0007 connected\u001b[7m  1 \u0008\u0008 full\r\n\u007f',
  'half a table': 'Port      Name               Status       Vlan\nGi1/0/1   uplink',
  'numbers only': '1 2 3 4 5 6 7 8 9\n10.0.0.1 10.0.0.2\n',
  'colons everywhere': 'a: b: c:\n: : :\nName:\nDevice ID:\nLocal Intf:\n',
};

const ALL = [
  ...ciscoIosParsers.map((p) => ({ ...p, label: `cisco_ios ${p.command}` })),
  ...ciscoNxosParsers.map((p) => ({ ...p, label: `cisco_nxos ${p.command}` })),
];

describe('Cisco show parsers on messy text', () => {
  for (const entry of ALL) {
    it(`${entry.label} never throws and counts every line`, () => {
      for (const [name, text] of Object.entries(MESSY)) {
        const result = entry.parse(text, { file: name, platform: entry.platform });
        const lines = text === '' ? 1 : lineCount(text);
        expect(result.recognizedLines + result.unrecognizedLines, name).toBe(lines);
        expect(
          result.warnings.every((w) => w.line >= 0 && w.file === name),
          name,
        ).toBe(true);
        expect(
          result.warnings.some((w) => w.code === 'parser-error'),
          name,
        ).toBe(false);
      }
    });
  }
});

describe('Cisco show parsers on a refused command', () => {
  const ios = "sw1#show foo\n          ^\n% Invalid input detected at '^' marker.\n\nsw1#\n";
  const nxos = "n9k# show foo\n          ^\n% Invalid command at '^' marker.\n";
  for (const entry of ALL) {
    it(`${entry.label} gives command-rejected and no facts`, () => {
      const result = entry.parse(entry.platform === 'cisco_nxos' ? nxos : ios, {
        file: 'refused.txt',
        platform: entry.platform,
      });
      expect(result.facts).toEqual({});
      expect(result.warnings.map((w) => w.code)).toEqual(['command-rejected']);
    });
  }
});
