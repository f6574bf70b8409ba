// biome-ignore-all lint/suspicious/noTemplateCurlyInString: TextFSM templates write their values as ${NAME}
import { describe, expect, it } from 'vitest';
import { compileTextFsm, MAX_LINE_LENGTH, parseTextFsm } from './engine';
import { TextFsmError } from './errors';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('TextFSM engine: records', () => {
  it('records on Record, and once more at the end of the input', () => {
    const t = lines(
      'Value PORT (\\S+)',
      'Value STATUS (up|down)',
      '',
      'Start',
      '  ^${PORT} is ${STATUS} -> Record',
    );
    expect(parseTextFsm(t, 'Gi1 is up\nGi2 is down\n')).toEqual([
      { port: 'Gi1', status: 'up' },
      { port: 'Gi2', status: 'down' },
    ]);
    const implicit = lines(
      'Value HOST (\\S+)',
      'Value VERSION (\\S+)',
      '',
      'Start',
      '  ^hostname ${HOST}',
      '  ^version ${VERSION}',
    );
    expect(parseTextFsm(implicit, 'hostname r1\nversion 15.2\n')).toEqual([{ host: 'r1', version: '15.2' }]);
  });

  it('does not save an empty record, but a value that matched nothing is not empty', () => {
    const t = lines('Value A (\\d*)', '', 'Start', '  ^x${A} -> Record', '  ^r -> Record');
    expect(parseTextFsm(t, 'r\nx\nr\nx5\n')).toEqual([{ a: '' }, { a: '5' }]);
  });

  it('matches rules at the start of the line only', () => {
    const t = lines('Value A (\\d+)', '', 'Start', '  ^id ${A} -> Record');
    expect(parseTextFsm(t, 'id 1 and more\nthe id 2\n')).toEqual([{ a: '1' }]);
  });

  it('drops a record that lacks a Required value', () => {
    const t = lines(
      'Value Required PORT (\\S+)',
      'Value VLAN (\\d+)',
      '',
      'Start',
      '  ^port ${PORT}',
      '  ^vlan ${VLAN}',
      '  ^end -> Record',
    );
    expect(parseTextFsm(t, 'vlan 5\nend\nport Gi1\nvlan 6\nend\n')).toEqual([{ port: 'Gi1', vlan: '6' }]);
  });

  it('clears values after a record except Filldown ones', () => {
    const t = lines(
      'Value Filldown VRF (\\S+)',
      'Value ROUTE (\\S+)',
      '',
      'Start',
      '  ^vrf ${VRF}',
      '  ^route ${ROUTE} -> Record',
    );
    expect(
      parseTextFsm(t, 'vrf red\nroute 10.0.0.0/8\nroute 10.1.0.0/16\nvrf blue\nroute 0.0.0.0/0\n'),
    ).toEqual([
      { vrf: 'red', route: '10.0.0.0/8' },
      { vrf: 'red', route: '10.1.0.0/16' },
      { vrf: 'blue', route: '0.0.0.0/0' },
      // The implicit record at the end: only the Filldown value is left, which is enough to save it.
      { vrf: 'blue', route: '' },
    ]);
  });

  it('fills Fillup values up into earlier records that lack them', () => {
    const t = lines(
      'Value Fillup SITE (\\S+)',
      'Value HOST (\\S+)',
      '',
      'Start',
      '  ^host ${HOST} -> Record',
      '  ^site ${SITE}',
    );
    expect(parseTextFsm(t, 'host a\nhost b\nsite lab\nhost c\nhost d\nsite hq\n')).toEqual([
      { site: 'lab', host: 'a' },
      { site: 'lab', host: 'b' },
      // `site lab` was still the current value when c was recorded; filling up stops at c.
      { site: 'lab', host: 'c' },
      { site: 'hq', host: 'd' },
      { site: 'hq', host: '' },
    ]);
  });

  it('keeps Filldown values on Clear and forgets them on Clearall', () => {
    const t = lines(
      'Value Filldown CHASSIS (\\d+)',
      'Value SLOT (\\d+)',
      '',
      'Start',
      '  ^chassis ${CHASSIS}',
      '  ^slot ${SLOT} -> Record',
      '  ^skip -> Clear',
      '  ^reset -> Clearall',
    );
    expect(parseTextFsm(t, 'chassis 1\nskip\nslot 1\nreset\nslot 2\n')).toEqual([
      { chassis: '1', slot: '1' },
      { chassis: '', slot: '2' },
    ]);
  });

  it('Clear forgets a value matched since the last record', () => {
    const t = lines(
      'Value A (\\d+)',
      'Value B (\\w+)',
      '',
      'Start',
      '  ^a ${A}',
      '  ^drop -> Clear',
      '  ^b ${B} -> Record',
    );
    expect(parseTextFsm(t, 'a 1\ndrop\nb x\n')).toEqual([{ a: '', b: 'x' }]);
  });

  it('an optional group that did not match clears its value, as Python assigns None', () => {
    const t = lines(
      'Value A (\\d+)',
      'Value B (\\w+)',
      '',
      'Start',
      '  ^a ${A}',
      '  ^b ${B}( ${A})? -> Record',
    );
    expect(parseTextFsm(t, 'a 1\nb x\n')).toEqual([{ a: '', b: 'x' }]);
  });
});

describe('TextFSM engine: List values', () => {
  it('collects one entry per match and keeps them in the record', () => {
    const t = lines(
      'Value NAME (\\S+)',
      'Value List MEMBERS (\\S+)',
      '',
      'Start',
      '  ^group ${NAME} -> Continue',
      '  ^.*member ${MEMBERS}',
      '  ^end -> Record',
    );
    expect(parseTextFsm(t, 'group g1\nmember a\nmember b\nend\ngroup g2\nend\n')).toEqual([
      { name: 'g1', members: ['a', 'b'] },
      { name: 'g2', members: [] },
    ]);
  });

  it('appends None, written `None`, where the List value`s group did not take part', () => {
    const t = lines(
      'Value List PREF (\\d+)',
      'Value List ADDR (\\S+)',
      '',
      'Start',
      '  ^addr ${ADDR}( pref ${PREF})?',
    );
    expect(parseTextFsm(t, 'addr 10.0.0.1 pref 5\naddr 10.0.0.2\n')).toEqual([
      { pref: ['5', 'None'], addr: ['10.0.0.1', '10.0.0.2'] },
    ]);
    const rows = compileTextFsm(t).parseDetailed('addr 10.0.0.2\n').rows;
    expect(rows).toEqual([[[null], ['10.0.0.2']]]);
  });

  it('builds dicts of nested named groups (TextFSM 1.1), written as Python does through clitable', () => {
    const t = lines(
      'Value List PEERS ((?P<ip>\\S+) as (?P<asn>\\d+)( up)?)',
      '',
      'Start',
      '  ^peer ${PEERS}',
    );
    const compiled = compileTextFsm(t);
    const input = 'peer 10.0.0.1 as 65001 up\npeer 10.0.0.2 as 65002\n';
    expect(compiled.parseDetailed(input).rows).toEqual([
      [
        [
          { ip: '10.0.0.1', asn: '65001' },
          { ip: '10.0.0.2', asn: '65002' },
        ],
      ],
    ]);
    expect(compiled.parse(input)).toEqual([
      { peers: ["{'ip': '10.0.0.1', 'asn': '65001'}", "{'ip': '10.0.0.2', 'asn': '65002'}"] },
    ]);
  });

  it('builds dicts only when the value regex has more than one group', () => {
    const one = lines('Value List V (\\d+(?:x)?)', '', 'Start', '  ^${V}');
    expect(parseTextFsm(one, '1\n2x\n')).toEqual([{ v: ['1', '2x'] }]);
    const two = lines('Value List V ((?P<only>\\d+))', '', 'Start', '  ^${V}');
    expect(parseTextFsm(two, '1\n2\n')).toEqual([{ v: ["{'only': '1'}", "{'only': '2'}"] }]);
  });

  it('a Filldown List keeps growing across records until Clearall', () => {
    const t = lines(
      'Value Filldown,List TAGS (\\w+)',
      'Value ITEM (\\d+)',
      '',
      'Start',
      '  ^tag ${TAGS}',
      '  ^item ${ITEM} -> Record',
      '  ^reset -> Clearall',
    );
    expect(parseTextFsm(t, 'tag a\nitem 1\ntag b\nitem 2\nreset\nitem 3\n')).toEqual([
      { tags: ['a'], item: '1' },
      { tags: ['a', 'b'], item: '2' },
      { tags: [], item: '3' },
    ]);
  });

  it('a Required List needs an entry', () => {
    const t = lines(
      'Value List,Required V (\\d+)',
      'Value N (\\w+)',
      '',
      'Start',
      '  ^v ${V}',
      '  ^n ${N} -> Record',
    );
    expect(parseTextFsm(t, 'n a\nv 1\nn b\n')).toEqual([{ v: ['1'], n: 'b' }]);
  });
});

describe('TextFSM engine: actions and states', () => {
  it('Continue tries the next rules on the same line', () => {
    const t = lines(
      'Value A (\\w+)',
      'Value B (\\w+)',
      '',
      'Start',
      '  ^${A} -> Continue',
      '  ^\\w+ ${B} -> Record',
    );
    expect(parseTextFsm(t, 'x y\n')).toEqual([{ a: 'x', b: 'y' }]);
  });

  it('Continue.Record records and goes on with the line', () => {
    const t = lines(
      'Value A (\\w+)',
      'Value B (\\w+)',
      '',
      'Start',
      '  ^${A} -> Continue.Record',
      '  ^\\w+ ${B}',
    );
    expect(parseTextFsm(t, 'x y\nz w\n')).toEqual([
      { a: 'x', b: '' },
      { a: 'z', b: 'y' },
      { a: '', b: 'w' },
    ]);
  });

  it('changes state after the line, and rules of the new state apply from the next line', () => {
    const t = lines(
      'Value NAME (\\S+)',
      '',
      'Start',
      '  ^Name -> Table',
      '',
      'Table',
      '  ^--- -> Start',
      '  ^${NAME} -> Record',
    );
    expect(parseTextFsm(t, 'before\nName\nalpha\nbeta\n---\ngamma\n')).toEqual([
      { name: 'alpha' },
      { name: 'beta' },
    ]);
  });

  it('a record operator may come with a new state', () => {
    const t = lines(
      'Value A (\\S+)',
      '',
      'Start',
      '  ^${A} -> Record Other',
      '',
      'Other',
      '  ^${A} -> Record Start',
    );
    expect(parseTextFsm(t, 'a\nb\nc\n')).toEqual([{ a: 'a' }, { a: 'b' }, { a: 'c' }]);
  });

  it('End stops reading and skips the last record', () => {
    const t = lines('Value A (\\d+)', '', 'Start', '  ^${A} -> Record', '  ^stop -> End');
    expect(parseTextFsm(t, '1\nstop\n2\n')).toEqual([{ a: '1' }]);
    const pending = lines('Value A (\\d+)', '', 'Start', '  ^${A}', '  ^stop -> End');
    expect(parseTextFsm(pending, '1\nstop\n')).toEqual([]);
  });

  it('going to EOF stops reading and still records, unless the template defines an EOF state', () => {
    const t = lines('Value A (\\d+)', '', 'Start', '  ^${A}', '  ^stop -> EOF');
    expect(parseTextFsm(t, '1\nstop\n2\n')).toEqual([{ a: '1' }]);
    const withEof = lines('Value A (\\d+)', '', 'Start', '  ^${A} -> Record', '  ^${A}', '', 'EOF');
    expect(parseTextFsm(withEof, '1\n2\n')).toEqual([{ a: '1' }, { a: '2' }]);
    const pending = lines('Value A (\\d+)', '', 'Start', '  ^last ${A}', '', 'EOF');
    expect(parseTextFsm(pending, 'last 3\n')).toEqual([]);
  });

  it('an Error rule raises with its message and the input line', () => {
    const t = lines('Value A (\\d+)', '', 'Start', '  ^${A} -> Record', '  ^. -> Error "unexpected line"');
    try {
      parseTextFsm(t, '1\n2\nwhat?\n3\n');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TextFsmError);
      const err = e as TextFsmError;
      expect(err.errorMessage).toBe('unexpected line');
      expect(err.inputLine).toBe(3);
      expect(err.inputText).toBe('what?');
      expect(err.templateLine).toBe(5);
      expect(err.message).toContain('unexpected line');
    }
  });

  it('keeps the message of an Error short when the line is long', () => {
    const t = lines('Value A (\\d+)', '', 'Start', '  ^x -> Error "bad"');
    const long = `x${'y'.repeat(MAX_LINE_LENGTH * 2)}`;
    try {
      parseTextFsm(t, long);
      expect.unreachable();
    } catch (e) {
      expect((e as TextFsmError).inputText).toHaveLength(MAX_LINE_LENGTH);
      expect((e as TextFsmError).message.length).toBeLessThan(300);
    }
  });

  it('a bare Error raises without a message', () => {
    const t = lines('Value A (\\d+)', '', 'Start', '  ^x -> Error');
    expect(() => parseTextFsm(t, 'x\n')).toThrow(/State Error raised/);
    expect(parseTextFsm(t, 'y\n')).toEqual([]);
  });
});

describe('TextFSM engine: input', () => {
  const t = lines('Value A (\\S+)', '', 'Start', '  ^${A}\\s*$$ -> Record');

  it('reads CRLF, CR and Python`s other line breaks', () => {
    expect(parseTextFsm(t, 'a\r\nb\rc\x0cd\u2028e')).toEqual([
      { a: 'a' },
      { a: 'b' },
      { a: 'c' },
      { a: 'd' },
      { a: 'e' },
    ]);
  });

  it('parses empty input into no records', () => {
    expect(parseTextFsm(t, '')).toEqual([]);
  });

  it('matches a very long line on its first part only, with a note', () => {
    const compiled = compileTextFsm(
      lines('Value A (x+)', 'Value B (\\d)', '', 'Start', '  ^${A}${B}? -> Record'),
    );
    const long = `${'x'.repeat(MAX_LINE_LENGTH + 10)}1`;
    const result = compiled.parseDetailed(`${long}\nxx2\n`);
    expect(result.records).toEqual([
      { a: 'x'.repeat(MAX_LINE_LENGTH), b: '' },
      { a: 'xx', b: '2' },
    ]);
    expect(result.notes).toEqual([
      { line: 1, code: 'line-truncated', message: expect.stringContaining('65536') },
    ]);
  });

  it('a compiled template can parse many texts, each from a fresh state', () => {
    const compiled = compileTextFsm(
      lines('Value Filldown A (\\d+)', 'Value B (\\w+)', '', 'Start', '  ^a ${A}', '  ^b ${B} -> Record'),
    );
    expect(compiled.parse('a 1\nb x\n')).toEqual([
      { a: '1', b: 'x' },
      { a: '1', b: '' },
    ]);
    expect(compiled.parse('b y\n')).toEqual([{ a: '', b: 'y' }]);
  });
});
