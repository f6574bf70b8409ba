/** No parser of an indentation dialect throws or hangs on input that is not a configuration. */
import { describe, expect, it } from 'vitest';
import { INDENTED_CONFIG_PLATFORMS, parseIndentedConfig } from '../src/config';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = [
  'interface',
  'Gi1/0/1',
  'ip',
  'address',
  '10.0.0.1',
  '255.255.255.0',
  'vlan',
  '10',
  'switchport',
  'trunk',
  'allowed',
  'add',
  'remove',
  'except',
  '1-4094',
  'router',
  'bgp',
  'neighbor',
  'remote-as',
  'vrf',
  'route-map',
  'permit',
  'banner',
  'motd',
  '^C',
  '#',
  'exit',
  'exit-address-family',
  'no',
  'shutdown',
  'spanning-tree',
  'snmp-server',
  'community',
  'username',
  'secret',
  '9',
  '"quoted',
  'name"',
  'untagged',
  'tagged',
  '1-48,A1-A4,Trk1',
  'access-list',
  'ip route',
  '0.0.0.0/0',
  'Null0',
  'line',
  'vty',
  '0',
  '4',
  'end',
  'quit',
  'certificate',
  '--More--',
  '\u0000',
  '\t',
  'feature',
];

describe.each(INDENTED_CONFIG_PLATFORMS)('%s on input that is not a configuration', (platform) => {
  const parse = (text: string) => parseIndentedConfig(text, { file: 'x', platform });

  it('never throws on random statements and counts every line once', () => {
    const next = random(platform.length * 7919);
    for (let round = 0; round < 100; round++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 60) }, () => {
        const indent = ' '.repeat(Math.floor(next() * 6));
        const words = Array.from(
          { length: Math.floor(next() * 8) },
          () => WORDS[Math.floor(next() * WORDS.length)],
        );
        return indent + words.join(' ');
      });
      const text = lines.join('\n');
      const result = parse(text);
      // A text that ends with a line end has no line after it.
      expect(result.recognizedLines + result.unrecognizedLines).toBe(
        lines.length - (text.endsWith('\n') ? 1 : 0),
      );
    }
  });

  it('reads indentation thousands of levels deep', () => {
    const text = Array.from({ length: 3_000 }, (_, i) => `${' '.repeat(i)}interface Gi${i}/1`).join('\n');
    const result = parse(text);
    expect(result.recognizedLines + result.unrecognizedLines).toBe(3_000);
  });

  it('reads a 1 MB line and binary bytes', () => {
    const result = parse(
      `\u0000\u0001\u00ff\ufffd binary \u0007\nhostname ${'h'.repeat(1_000_000)}\ninterface x${' '.repeat(1_000_000)}y`,
    );
    expect(result.recognizedLines + result.unrecognizedLines).toBe(3);
    expect(result.warnings.some((w) => w.code === 'binary-content')).toBe(true);
  });
});
