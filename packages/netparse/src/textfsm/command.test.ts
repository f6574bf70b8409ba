import { describe, expect, it } from 'vitest';
import { CommandPattern, commandMatches, expandCommandCompletions, normalizeCommand } from './command';
import { PythonRegexError } from './python-regex';

describe('command patterns', () => {
  it('expands [[…]] as clitable does', () => {
    expect(expandCommandCompletions('sh[[ow]] ver[[sion]]')).toBe('sh(o(w)?)? ver(s(i(o(n)?)?)?)?');
    expect(expandCommandCompletions('nei[[ghbor]]s?[[-info]]')).toBe(
      'nei(g(h(b(o(r)?)?)?)?)?s?(-(i(n(f(o)?)?)?)?)?',
    );
  });

  it.each([
    ['show version', true],
    ['sh ver', true],
    ['sho versi', true],
    ['sh   ver  ', true],
    ['s ver', false],
    ['show verb', false],
    ['show version detail', false],
    ['show', false],
  ])('sh[[ow]] ver[[sion]] against %j: %s', (typed, expected) => {
    expect(commandMatches('sh[[ow]] ver[[sion]]', typed)).toBe(expected);
  });

  it('accepts every abbreviation of each word and nothing shorter', () => {
    const pattern = 'sh[[ow]] ip int[[erface]] br[[ief]]';
    for (const show of ['sh', 'sho', 'show']) {
      for (const iface of ['int', 'inte', 'interf', 'interface']) {
        for (const brief of ['br', 'bri', 'brief'])
          expect(commandMatches(pattern, `${show} ip ${iface} ${brief}`)).toBe(true);
      }
    }
    expect(commandMatches(pattern, 'sh ip in br')).toBe(false);
    expect(commandMatches(pattern, 'sh ip int b')).toBe(false);
    expect(commandMatches(pattern, 'sh ip interfaces br')).toBe(false);
  });

  it('reads index patterns that mix completions with regex syntax', () => {
    const pattern = 'sh[[ow]] int[[erfaces]](?: (?:\\S+))? st[[atus]]';
    expect(commandMatches(pattern, 'sh int status')).toBe(true);
    expect(commandMatches(pattern, 'show interfaces Gi1/0/1 stat')).toBe(true);
    expect(commandMatches(pattern, 'show interfaces Gi1/0/1 x stat')).toBe(false);
    expect(commandMatches('sh[[ow]] port-c[[hannel]] (s[[ummary]]|d[[ense]])', 'sh port-c dens')).toBe(true);
    expect(
      commandMatches('sh[[ow]] ll[[dp]] nei[[ghbor]]s?[[-info]] d[[etail]]', 'sh lldp neighbors-info d'),
    ).toBe(true);
    expect(commandMatches('sh[[ow]] ll[[dp]] nei[[ghbor]]s?[[-info]] d[[etail]]', 'sh lldp neis d')).toBe(
      true,
    );
  });

  it('matches a prefix where clitable would (the index lists longer commands first)', () => {
    const p = new CommandPattern('sh[[ow]] vlan');
    expect(p.matchesPrefix('show vlans')).toBe(true);
    expect(p.matches('show vlans')).toBe(false);
    expect(p.matchesPrefix('show vla')).toBe(false);
  });

  it('stays quick on long typed commands and pathological patterns', () => {
    // Nested completions of the same letter would make a backtracking matcher try every split.
    const pattern = `a${'[[aaaa]]'.repeat(12)}b`;
    const typed = 'a'.repeat(40);
    expect(commandMatches(pattern, typed)).toBe(false);
    expect(commandMatches(pattern, `${'a'.repeat(30)}b`)).toBe(true);
    expect(commandMatches('sh[[ow]] ver[[sion]]', `show ${'v'.repeat(100_000)}`)).toBe(false);
  });

  it('normalises whitespace of the typed command', () => {
    expect(normalizeCommand('  show \t ip   route \n')).toBe('show ip route');
  });

  it('refuses an invalid regex in a pattern', () => {
    expect(() => new CommandPattern('sh[[ow]] (ip')).toThrow(PythonRegexError);
  });
});
