// biome-ignore-all lint/suspicious/noTemplateCurlyInString: TextFSM templates write their values as ${NAME}
import { describe, expect, it } from 'vitest';
import { compileTextFsm } from './engine';
import { TextFsmTemplateError } from './errors';
import { parseTemplate } from './template';

/** The template error a text raises, or undefined. */
function templateError(template: string): TextFsmTemplateError | undefined {
  try {
    compileTextFsm(template);
  } catch (e) {
    if (e instanceof TextFsmTemplateError) return e;
    throw e;
  }
  return undefined;
}

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('TextFSM template: values', () => {
  it('reads options, names and regexes with spaces and nested parentheses', () => {
    const def = parseTemplate(
      lines(
        'Value Required,Filldown PORT (\\S+)',
        'Value List,Key NEIGHBOR ((?P<name>\\w+) \\(id (\\d+)\\))',
        'Value DESCRIPTION (.+ end)',
        '',
        'Start',
        '  ^${PORT}',
      ),
    );
    expect(def.values.map((v) => [v.name, v.options, v.regex])).toEqual([
      ['PORT', ['Required', 'Filldown'], '(\\S+)'],
      ['NEIGHBOR', ['List', 'Key'], '((?P<name>\\w+) \\(id (\\d+)\\))'],
      ['DESCRIPTION', [], '(.+ end)'],
    ]);
  });

  it('names the line of a bad value', () => {
    const e = templateError(
      lines('# ports', 'Value PORT (\\S+)', 'Value Sticky MAC (\\S+)', '', 'Start', '  ^x'),
    );
    expect(e?.reason).toBe('Unknown option "Sticky"');
    expect(e?.line).toBe(3);
    expect(e?.lineText).toBe('Value Sticky MAC (\\S+)');
    expect(e?.message).toContain('line 3');
  });

  it.each([
    ['a duplicate option', 'Value Key,Key A (x)', 'Duplicate option "Key"'],
    ['a regex without parentheses', 'Value A x+', 'Unknown option "A"'],
    ['unbalanced parentheses', 'Value A (\\(x)', "Value '(\\(x)' must be contained within a '()' pair"],
    ['too few tokens', 'Value A', 'Expect at least 3 tokens on line'],
    [
      'a name over 48 characters',
      `Value ${'N'.repeat(49)} (x)`,
      `Invalid Value name '${'N'.repeat(49)}' or name too long`,
    ],
  ])('refuses %s', (_what, valueLine, reason) => {
    const e = templateError(lines(valueLine, '', 'Start', '  ^x'));
    expect(e?.reason).toBe(reason);
    expect(e?.line).toBe(1);
  });

  it('reads a double space after the options as Python does: an empty name and a bad option list', () => {
    const e = templateError(lines('Value Key  PORT (\\S+)', '', 'Start', '  ^x'));
    expect(e?.reason).toBe("Value 'PORT (\\S+)' must be contained within a '()' pair");
  });

  it('refuses a value declared twice, and text where the blank line should end the values', () => {
    expect(templateError(lines('Value A (x)', 'Value A (y)', '', 'Start', '  ^x'))?.line).toBe(2);
    const e = templateError(lines('Value A (x)', 'Start', '  ^${A}'));
    expect(e?.reason).toBe('Expected blank line after last Value entry');
    expect(e?.line).toBe(2);
    expect(templateError(lines('Start', '  ^x'))?.reason).toBe('No Value definitions found');
  });

  it('checks a List value`s own regex when the template is read', () => {
    const e = templateError(lines('Value List A ((?P<x>a)(?P<x>b))', '', 'Start', '  ^x'));
    expect(e?.reason).toMatch(/redefinition of group name 'x'/);
    expect(e?.line).toBe(1);
  });
});

describe('TextFSM template: states and rules', () => {
  it('reads states, comments, tab- and space-indented rules', () => {
    const def = parseTemplate(
      lines(
        'Value A (\\S+)',
        '',
        '# the first state',
        'Start',
        '  # a comment inside',
        '  ^${A} -> Continue.Record',
        '\t^next -> Other',
        ' ^x',
        '',
        'Other',
        '  ^back -> Record Start',
        '',
        'EOF',
      ),
    );
    expect(def.states.map((s) => s.name)).toEqual(['Start', 'Other', 'EOF']);
    expect(def.states[0]?.rules.map((r) => [r.line, r.lineOp, r.recordOp, r.newState])).toEqual([
      [6, 'Continue', 'Record', undefined],
      [7, 'Next', 'NoRecord', 'Other'],
      [8, 'Next', 'NoRecord', undefined],
    ]);
    expect(def.states[1]?.rules[0]).toMatchObject({ lineOp: 'Next', recordOp: 'Record', newState: 'Start' });
  });

  it('substitutes ${NAME}, $NAME and $$, and keeps all but one space before the arrow', () => {
    const def = parseTemplate(
      lines('Value A (\\d+)', 'Value B_2 (\\w+)', '', 'Start', '  ^$A-${B_2}$$  -> Record'),
    );
    expect(def.states[0]?.rules[0]?.pattern).toBe('^(?P<A>\\d+)-(?P<B_2>\\w+)$ ');
  });

  it('reads an Error action with its message', () => {
    const def = parseTemplate(
      lines('Value A (x)', '', 'Start', '  ^bad -> Error "no such state"', '  ^worse -> Error'),
    );
    expect(def.states[0]?.rules.map((r) => [r.lineOp, r.errorMessage])).toEqual([
      ['Error', 'no such state'],
      ['Error', undefined],
    ]);
  });

  it.each([
    ['Continue with a new state', '  ^x -> Continue Other', 4, /Continue cannot change state/],
    ['a quoted state name', '  ^x -> Next "Other"', 4, /Alphanumeric characters only in state names/],
    ['a rule indented by three spaces', '   ^x', 4, /Missing white space or carat/],
    ['a rule without a caret', '  x', 4, /Missing white space or carat/],
    ['an unknown value', '  ^${B}', 4, /no Value named 'B' for '\$\{B\}'/],
    ['a lone $ (an end anchor is written $$)', '  ^x$', 4, /a lone '\$' \(write '\$\$' for an end anchor/],
    ['an action without a space after the arrow', '  ^x ->Next', 4, /Badly formatted rule/],
    ['an unknown state', '  ^x -> Nowhere', 4, /State 'Nowhere' not found/],
    ['an invalid regex', '  ^(x', 4, /Invalid regular expression.*missing \), unterminated subpattern/],
  ])('refuses %s, naming its line', (_what, rule, line, reason) => {
    const e = templateError(lines('Value A (x)', '', 'Start', rule));
    expect(e?.reason).toMatch(reason);
    expect(e?.line).toBe(line);
    expect(e?.lineText).toBe(rule);
  });

  it.each([
    ['a missing Start state', lines('Value A (x)', '', 'Begin', '  ^x'), "Missing state 'Start'", undefined],
    [
      'a non-empty End state',
      lines('Value A (x)', '', 'Start', '  ^x', '', 'End', '  ^y'),
      "Non-Empty 'End' state",
      7,
    ],
    [
      'a non-empty EOF state',
      lines('Value A (x)', '', 'Start', '  ^x', '', 'EOF', '  ^y'),
      "Non-Empty 'EOF' state",
      7,
    ],
    [
      'a duplicate state',
      lines('Value A (x)', '', 'Start', '  ^x', '', 'Start'),
      "Duplicate state name: 'Start'",
      6,
    ],
    [
      'a reserved state name',
      lines('Value A (x)', '', 'Start', '  ^x', '', 'Record'),
      "Invalid state name: 'Record'",
      6,
    ],
    ['an indented state name', lines('Value A (x)', '', ' Start', '  ^x'), "Invalid state name: ' Start'", 3],
  ])('refuses %s', (_what, template, reason, line) => {
    const e = templateError(template);
    expect(e?.reason).toBe(reason);
    expect(e?.line).toBe(line);
  });

  it('reads templates with CRLF line ends and a byte-order mark', () => {
    const t = compileTextFsm('\ufeffValue A (\\S+)\r\n\r\nStart\r\n  ^${A} -> Record\r\n');
    expect(t.header).toEqual(['A']);
    expect(t.parse('x\r\ny\r\n')).toEqual([{ a: 'x' }, { a: 'y' }]);
  });

  it('gives header, keys, required values and states of a compiled template', () => {
    const t = compileTextFsm(
      lines(
        'Value Key,Required PORT (\\S+)',
        'Value Key VLAN (\\d+)',
        'Value Required MAC (\\S+)',
        '',
        'Start',
        '  ^x',
        '',
        'EOF',
      ),
    );
    expect(t.header).toEqual(['PORT', 'VLAN', 'MAC']);
    expect(t.keys).toEqual(['PORT', 'VLAN']);
    expect(t.required).toEqual(['PORT', 'MAC']);
    expect(t.states).toEqual(['Start', 'EOF']);
  });
});
