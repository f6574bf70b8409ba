/**
 * Reading a TextFSM template (the format of Google's TextFSM 1.1, as ntc-templates writes it): the `Value`
 * block, then states of indented `^regex -> Action` rules separated by blank lines.
 */
import { TextFsmTemplateError } from './errors';
import { isPythonSpace, PythonRegex, PythonRegexError } from './python-regex';
import { pythonRstrip, pythonStrip } from './python-text';

export const VALUE_OPTIONS = ['Filldown', 'Fillup', 'Key', 'List', 'Required'] as const;
export type TextFsmValueOption = (typeof VALUE_OPTIONS)[number];

export type LineOp = 'Next' | 'Continue' | 'Error';
export type RecordOp = 'NoRecord' | 'Record' | 'Clear' | 'Clearall';

/** A `Value` line. */
export type TextFsmValueDef = {
  name: string;
  /** In the order written (TextFSM runs option hooks in that order). */
  options: readonly TextFsmValueOption[];
  /** The value's regex as written, with its outer parentheses. */
  regex: string;
  /** 1-based template line. */
  line: number;
};

/** A List value's own regex, matched against each captured text to build dicts of its named groups. */
export type ListValueRegex = {
  regex: PythonRegex;
  /** Python group count: nested dicts are only built when there is more than one group. */
  groupCount: number;
};

export type TextFsmRuleDef = {
  /** 1-based template line. */
  line: number;
  /** The regex after `${VALUE}` substitution (Python syntax). */
  pattern: string;
  /** `regex.exec(line)` is Python's `re.match`. */
  regex: PythonRegex;
  /** Values the rule assigns: index in the value list and Python group number, in Python's group order. */
  assign: ReadonlyArray<readonly [valueIndex: number, group: number]>;
  lineOp: LineOp;
  recordOp: RecordOp;
  /** The state to go to (a name, `End` or `EOF`), if any. */
  newState: string | undefined;
  /** For `Error`: the message after it, without quotes. */
  errorMessage: string | undefined;
};

export type TextFsmStateDef = { name: string; line: number; rules: TextFsmRuleDef[] };

export type TextFsmDefinition = {
  values: TextFsmValueDef[];
  /** For List values with nested groups; undefined for the others. */
  listRegexes: Array<ListValueRegex | undefined>;
  /** In template order, without `End`. */
  states: TextFsmStateDef[];
};

const MAX_NAME_LEN = 48;
const LINE_OPS: readonly string[] = ['Continue', 'Next', 'Error'];
const RECORD_OPS: readonly string[] = ['Clear', 'Clearall', 'Record', 'NoRecord'];

// The action grammar to the right of `->`, in Python syntax so that `\s` and `\w` mean what TextFSM reads.
const NEW_STATE = '(?P<new_state>\\w+|".*")';
const ACTION_LINE_OP = new PythonRegex(
  `\\s+(?P<ln_op>Continue|Next|Error)(\\.(?P<rec_op>Clear|Clearall|Record|NoRecord))?(\\s+${NEW_STATE})?$`,
);
const ACTION_RECORD_OP = new PythonRegex(
  `\\s+(?P<rec_op>Clear|Clearall|Record|NoRecord)(\\s+${NEW_STATE})?$`,
);
const ACTION_STATE_ONLY = new PythonRegex(`(\\s+${NEW_STATE})?$`);
const COMMENT = new PythonRegex('\\s*#');
const STATE_NAME = new PythonRegex('\\w+$');
const WORD_START = new PythonRegex('\\w+');
const VALUE_REGEX_SHAPE = new PythonRegex('\\(.*\\)$');

function isComment(line: string): boolean {
  return COMMENT.match(line) !== null;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

type ParsedValue = TextFsmValueDef & { template: string };

function parseValue(line: string, lineNo: number): ParsedValue {
  const fail = (reason: string) => new TextFsmTemplateError(reason, lineNo, line);
  const tokens = line.split(' ');
  if (tokens.length < 3) throw fail('Expect at least 3 tokens on line');
  const options: TextFsmValueOption[] = [];
  let name: string;
  let regex: string;
  if (!(tokens[2] ?? '').startsWith('(')) {
    for (const option of (tokens[1] ?? '').split(',')) {
      if (options.includes(option as TextFsmValueOption)) throw fail(`Duplicate option "${option}"`);
      if (!(VALUE_OPTIONS as readonly string[]).includes(option)) throw fail(`Unknown option "${option}"`);
      options.push(option as TextFsmValueOption);
    }
    name = tokens[2] ?? '';
    regex = tokens.slice(3).join(' ');
  } else {
    name = tokens[1] ?? '';
    regex = tokens.slice(2).join(' ');
  }
  if (name.length > MAX_NAME_LEN) throw fail(`Invalid Value name '${name}' or name too long`);
  if (VALUE_REGEX_SHAPE.match(regex) === null || count(regex, '(') !== count(regex, ')')) {
    throw fail(`Value '${regex}' must be contained within a '()' pair`);
  }
  return { name, options, regex, line: lineNo, template: `(?P<${name}>${regex.slice(1)}` };
}

function compileListRegex(value: ParsedValue, line: string): ListValueRegex {
  try {
    const regex = new PythonRegex(value.regex);
    return { regex, groupCount: regex.translated.groupCount };
  } catch (e) {
    if (e instanceof PythonRegexError) {
      throw new TextFsmTemplateError(
        `Invalid regular expression '${value.regex}': ${e.message}`,
        value.line,
        line,
      );
    }
    throw e;
  }
}

/**
 * `${NAME}`, `$NAME` and `$$` as Python's `string.Template.substitute` reads them: an unknown name, or a `$`
 * followed by anything else (a bare `$` anchor must be written `$$`), is an error, returned as its reason.
 */
function substitute(
  match: string,
  templates: ReadonlyMap<string, string>,
): { pattern: string } | { error: string } {
  let error: string | undefined;
  const pattern = match.replace(
    /\$(?:(\$)|([_a-z][_a-z0-9]*)|\{([_a-z][_a-z0-9]*)\}|())/gi,
    (all, escaped: string | undefined, named: string | undefined, braced: string | undefined) => {
      if (escaped !== undefined) return '$';
      const name = named ?? braced;
      if (name === undefined) {
        error ??= "a lone '$' (write '$$' for an end anchor or a literal $)";
        return '';
      }
      const t = templates.get(name);
      if (t === undefined) {
        error ??= `no Value named '${name}' for '${all}'`;
        return '';
      }
      return t;
    },
  );
  return error === undefined ? { pattern } : { error };
}

/** The position of the `->` that separates regex and action: the last one preceded by whitespace. */
function actionArrow(line: string): number {
  for (let k = line.length - 3; k >= 0; k--) {
    if (
      line.charCodeAt(k + 1) === 0x2d &&
      line.charCodeAt(k + 2) === 0x3e &&
      isPythonSpace(line.charCodeAt(k))
    ) {
      return k;
    }
  }
  return -1;
}

function parseRule(
  rawLine: string,
  lineNo: number,
  templates: ReadonlyMap<string, string>,
  valueIndex: ReadonlyMap<string, number>,
): TextFsmRuleDef {
  const fail = (reason: string) => new TextFsmTemplateError(reason, lineNo, rawLine);
  const line = pythonStrip(rawLine);
  const arrow = actionArrow(line);
  const match = arrow >= 0 ? line.slice(0, arrow) : line;
  let pattern = match;
  if (templates.size > 0) {
    const substituted = substitute(match, templates);
    if ('error' in substituted)
      throw fail(`Invalid variable substitution in '${match}': ${substituted.error}`);
    pattern = substituted.pattern;
  }
  let regex: PythonRegex;
  const assign: Array<readonly [number, number]> = [];
  try {
    regex = new PythonRegex(pattern);
    for (const { name, group } of regex.translated.namedGroups) {
      const vi = valueIndex.get(name);
      if (vi !== undefined) assign.push([vi, group]);
    }
  } catch (e) {
    if (e instanceof PythonRegexError) throw fail(`Invalid regular expression '${pattern}': ${e.message}`);
    throw e;
  }
  let lineOp: LineOp = 'Next';
  let recordOp: RecordOp = 'NoRecord';
  let newState: string | undefined;
  if (arrow >= 0) {
    const action = line.slice(arrow + 3);
    const m =
      ACTION_LINE_OP.match(action) ?? ACTION_RECORD_OP.match(action) ?? ACTION_STATE_ONLY.match(action);
    if (m === null) throw fail(`Badly formatted rule '${line}'`);
    const d = m.groupdict();
    if (d.ln_op) lineOp = d.ln_op as LineOp;
    if (d.rec_op) recordOp = d.rec_op as RecordOp;
    if (d.new_state) newState = d.new_state;
  }
  if (lineOp === 'Continue' && newState !== undefined) {
    throw fail(`Action '${lineOp}' with new state ${newState} specified: Continue cannot change state`);
  }
  if (lineOp !== 'Error' && newState !== undefined && WORD_START.match(newState) === null) {
    throw fail('Alphanumeric characters only in state names');
  }
  let errorMessage: string | undefined;
  if (lineOp === 'Error' && newState !== undefined) {
    errorMessage = newState.startsWith('"') ? newState.slice(1, -1) : newState;
    newState = undefined;
  }
  return { line: lineNo, pattern, regex, assign, lineOp, recordOp, newState, errorMessage };
}

/** Parses and checks a template as TextFSM does; throws `TextFsmTemplateError` naming the line. */
export function parseTemplate(template: string): TextFsmDefinition {
  const lines = template.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let i = 0;

  const values: ParsedValue[] = [];
  const valueIndex = new Map<string, number>();
  while (i < lines.length) {
    const raw = lines[i++] ?? '';
    const line = pythonRstrip(raw);
    if (line === '') break;
    if (isComment(line)) continue;
    if (line.startsWith('Value ')) {
      const value = parseValue(line, i);
      if (valueIndex.has(value.name)) {
        throw new TextFsmTemplateError(`Duplicate declarations for Value '${value.name}'`, i, raw);
      }
      valueIndex.set(value.name, values.length);
      values.push(value);
    } else if (values.length === 0) {
      throw new TextFsmTemplateError('No Value definitions found', i, raw);
    } else {
      throw new TextFsmTemplateError('Expected blank line after last Value entry', i, raw);
    }
  }
  const templates = new Map(values.map((v) => [v.name, v.template]));
  const listRegexes = values.map((v) =>
    v.options.includes('List') ? compileListRegex(v, lines[v.line - 1] ?? '') : undefined,
  );

  const states: TextFsmStateDef[] = [];
  const byName = new Map<string, TextFsmStateDef>();
  for (;;) {
    let state: TextFsmStateDef | undefined;
    while (i < lines.length) {
      const raw = lines[i++] ?? '';
      const line = pythonRstrip(raw);
      if (line === '' || isComment(line)) continue;
      if (
        STATE_NAME.match(line) === null ||
        line.length > MAX_NAME_LEN ||
        LINE_OPS.includes(line) ||
        RECORD_OPS.includes(line)
      ) {
        throw new TextFsmTemplateError(`Invalid state name: '${line}'`, i, raw);
      }
      if (byName.has(line)) throw new TextFsmTemplateError(`Duplicate state name: '${line}'`, i, raw);
      state = { name: line, line: i, rules: [] };
      byName.set(line, state);
      states.push(state);
      break;
    }
    if (!state) break;
    while (i < lines.length) {
      const raw = lines[i++] ?? '';
      const line = pythonRstrip(raw);
      if (line === '') break;
      if (isComment(line)) continue;
      if (!(line.startsWith(' ^') || line.startsWith('  ^') || line.startsWith('\t^'))) {
        throw new TextFsmTemplateError("Missing white space or carat ('^') before rule", i, raw);
      }
      state.rules.push(parseRule(line, i, templates, valueIndex));
    }
  }

  if (!byName.has('Start')) throw new TextFsmTemplateError("Missing state 'Start'");
  for (const reserved of ['End', 'EOF']) {
    const rule = byName.get(reserved)?.rules[0];
    if (rule)
      throw new TextFsmTemplateError(`Non-Empty '${reserved}' state`, rule.line, lines[rule.line - 1]);
  }
  const kept = states.filter((s) => s.name !== 'End');
  for (const state of kept) {
    for (const rule of state.rules) {
      if (rule.lineOp === 'Error' || rule.newState === undefined) continue;
      if (rule.newState === 'End' || rule.newState === 'EOF') continue;
      if (!byName.has(rule.newState)) {
        throw new TextFsmTemplateError(
          `State '${rule.newState}' not found, referenced in state '${state.name}'`,
          rule.line,
          lines[rule.line - 1],
        );
      }
    }
  }
  return {
    values: values.map(({ name, options, regex, line }) => ({ name, options, regex, line })),
    listRegexes,
    states: kept,
  };
}
