/**
 * The TextFSM state machine: runs a parsed template over a text, line by line, with TextFSM 1.1's record
 * semantics (option hooks in declared order, Filldown, Fillup, List, Required, Clear/Clearall, the implicit
 * record at the end of the input unless the template defines an `EOF` state).
 */
import { TextFsmError } from './errors';
import { pythonSplitLines, pythonStr } from './python-text';
import {
  parseTemplate,
  type TextFsmDefinition,
  type TextFsmRuleDef,
  type TextFsmValueDef,
  type TextFsmValueOption,
} from './template';

/** A record as ntc-templates' `parse_output` returns it: lower-cased value names, strings or string lists. */
export type TextFsmRecord = Record<string, string | string[]>;

/** An entry of a List value: the captured text, `null` where the group did not take part, or nested groups. */
export type TextFsmListEntry = string | null | Readonly<Record<string, string | null>>;
/** A cell of TextFSM's own result table (`ParseText`): a string (`''` for no value) or a List value's entries. */
export type TextFsmCell = string | TextFsmListEntry[];

export type TextFsmNote = {
  /** 1-based input line. */
  line: number;
  code: 'line-truncated';
  message: string;
};

export type TextFsmParseResult = {
  /** Value names as the template writes them. */
  header: readonly string[];
  /** TextFSM's own result rows, one cell per value in header order. */
  rows: TextFsmCell[][];
  /** The same records as ntc-templates returns them. */
  records: TextFsmRecord[];
  notes: TextFsmNote[];
};

/**
 * Input lines longer than this are matched on their first `MAX_LINE_LENGTH` characters only (with a note), so
 * that one huge line cannot make a template's regexes run for long.
 */
export const MAX_LINE_LENGTH = 65_536;

type Current = string | null | TextFsmListEntry[];

function truthy(v: Current | TextFsmCell): boolean {
  return v !== null && v.length > 0;
}

const NO_STATE = -1;
const END = -2;
const EOF = -3;

type CompiledRule = TextFsmRuleDef & { target: number };

/** A template compiled once, to parse any number of texts. */
export class CompiledTextFsm {
  /** Value names in template order (the columns of TextFSM's table). */
  readonly header: readonly string[];
  readonly values: readonly TextFsmValueDef[];
  /** Names of the `Key` values (what ntc-templates' clitable merges multiple templates on). */
  readonly keys: readonly string[];
  /** Names of the `Required` values. */
  readonly required: readonly string[];
  /** State names in template order (`End` excluded). */
  readonly states: readonly string[];

  private readonly def: TextFsmDefinition;
  private readonly rules: CompiledRule[][];
  private readonly hasEofState: boolean;
  private readonly lowerHeader: readonly string[];

  constructor(template: string) {
    this.def = parseTemplate(template);
    this.values = this.def.values;
    this.header = this.values.map((v) => v.name);
    this.lowerHeader = this.header.map((h) => h.toLowerCase());
    this.keys = this.names('Key');
    this.required = this.names('Required');
    this.states = this.def.states.map((s) => s.name);
    const index = new Map(this.states.map((name, i) => [name, i]));
    this.hasEofState = index.has('EOF');
    this.rules = this.def.states.map((s) =>
      s.rules.map((r) => {
        const target =
          r.newState === undefined
            ? NO_STATE
            : r.newState === 'End'
              ? END
              : r.newState === 'EOF'
                ? EOF
                : (index.get(r.newState) ?? NO_STATE);
        return { ...r, target };
      }),
    );
  }

  private names(option: TextFsmValueOption): string[] {
    return this.values.filter((v) => v.options.includes(option)).map((v) => v.name);
  }

  /** Records as ntc-templates' `parse_output` returns them. Throws `TextFsmError` when an `Error` rule fires. */
  parse(text: string): TextFsmRecord[] {
    return this.parseDetailed(text).records;
  }

  /** TextFSM's own rows beside the ntc-templates records, and notes about the input. */
  parseDetailed(text: string): TextFsmParseResult {
    const rows = new Run(this.def, this.rules, this.hasEofState).run(text);
    return { header: this.header, rows: rows.rows, records: this.toRecords(rows.rows), notes: rows.notes };
  }

  /**
   * What ntc-templates gets through clitable: every cell through Python's `str()`, so `None` in a List becomes
   * `'None'` and a nested-group dict becomes its Python text.
   */
  private toRecords(rows: TextFsmCell[][]): TextFsmRecord[] {
    return rows.map((row) => {
      const record: TextFsmRecord = {};
      row.forEach((cell, i) => {
        const key = this.lowerHeader[i] ?? '';
        record[key] = typeof cell === 'string' ? cell : cell.map(pythonStr);
      });
      return record;
    });
  }
}

/** The state of one pass over one text. */
class Run {
  private readonly cur: Current[];
  /** Filldown's remembered value. */
  private readonly filldown: Array<string | null>;
  /** List's collected entries. */
  private readonly list: TextFsmListEntry[][];
  private readonly options: ReadonlyArray<readonly TextFsmValueOption[]>;
  private readonly rows: TextFsmCell[][] = [];

  constructor(
    private readonly def: TextFsmDefinition,
    private readonly rules: CompiledRule[][],
    private readonly hasEofState: boolean,
  ) {
    const n = def.values.length;
    this.options = def.values.map((v) => v.options);
    this.cur = new Array<Current>(n).fill(null);
    this.filldown = new Array<string | null>(n).fill(null);
    this.list = Array.from({ length: n }, () => []);
  }

  run(text: string): { rows: TextFsmCell[][]; notes: TextFsmNote[] } {
    const notes: TextFsmNote[] = [];
    const lines = pythonSplitLines(text);
    let state = this.def.states.findIndex((s) => s.name === 'Start');
    let stopped: number = NO_STATE;
    for (let li = 0; li < lines.length && stopped === NO_STATE; li++) {
      let line = lines[li] ?? '';
      if (line.length > MAX_LINE_LENGTH) {
        notes.push({
          line: li + 1,
          code: 'line-truncated',
          message: `line of ${line.length} characters matched on its first ${MAX_LINE_LENGTH}`,
        });
        line = line.slice(0, MAX_LINE_LENGTH);
      }
      for (const rule of this.rules[state] ?? []) {
        const m = rule.regex.exec(line);
        if (m === null) continue;
        for (const [vi, group] of rule.assign) this.assign(vi, m[group] ?? null);
        if (rule.recordOp === 'Record') this.appendRecord();
        else if (rule.recordOp === 'Clear') this.clear();
        else if (rule.recordOp === 'Clearall') this.clearAll();
        if (rule.lineOp === 'Error') {
          throw new TextFsmError(rule.errorMessage, li + 1, line, rule.line);
        }
        if (rule.lineOp === 'Continue') continue;
        if (rule.target === END || rule.target === EOF) stopped = rule.target;
        else if (rule.target !== NO_STATE) state = rule.target;
        break;
      }
    }
    if (stopped !== END && !this.hasEofState) this.appendRecord();
    return { rows: this.rows, notes };
  }

  private assign(vi: number, value: string | null): void {
    this.cur[vi] = value;
    for (const option of this.options[vi] ?? []) {
      if (option === 'Filldown') this.filldown[vi] = value;
      else if (option === 'Fillup') this.fillUp(vi, value);
      else if (option === 'List') this.list[vi]?.push(this.listEntry(vi, value));
    }
  }

  private listEntry(vi: number, value: string | null): TextFsmListEntry {
    const nested = this.def.listRegexes[vi];
    // Python would fail on a missing value here; an absent entry is kept as `None` instead.
    if (nested === undefined || nested.groupCount <= 1 || value === null) return value;
    const m = nested.regex.match(value);
    if (m === null || nested.regex.translated.namedGroups.length === 0) return value;
    return m.groupdict();
  }

  /** Copies the value up into earlier records until one already has this column. */
  private fillUp(vi: number, value: string | null): void {
    if (value === null || value === '') return;
    for (let r = this.rows.length - 1; r >= 0; r--) {
      const row = this.rows[r];
      if (!row || truthy(row[vi] ?? null)) break;
      row[vi] = value;
    }
  }

  private clear(): void {
    for (let vi = 0; vi < this.cur.length; vi++) {
      this.cur[vi] = null;
      const options = this.options[vi] ?? [];
      for (const option of options) {
        if (option === 'Filldown') this.cur[vi] = this.filldown[vi] ?? null;
        else if (option === 'List' && !options.includes('Filldown')) this.list[vi] = [];
      }
    }
  }

  private clearAll(): void {
    for (let vi = 0; vi < this.cur.length; vi++) {
      this.cur[vi] = null;
      for (const option of this.options[vi] ?? []) {
        if (option === 'Filldown') this.filldown[vi] = null;
        else if (option === 'List') this.list[vi] = [];
      }
    }
  }

  private appendRecord(): void {
    const n = this.cur.length;
    if (n === 0) return;
    const record: Current[] = new Array(n);
    let empty = true;
    for (let vi = 0; vi < n; vi++) {
      for (const option of this.options[vi] ?? []) {
        if (option === 'Required' && !truthy(this.cur[vi] ?? null)) {
          this.clear();
          return;
        }
        if (option === 'List') this.cur[vi] = [...(this.list[vi] ?? [])];
      }
      const v = this.cur[vi] ?? null;
      if (v !== null && !(Array.isArray(v) && v.length === 0)) empty = false;
      record[vi] = v;
    }
    if (empty) return;
    this.rows.push(record.map((v) => (v === null ? '' : v)));
    this.clear();
  }
}

/** Compiles a template once; throws `TextFsmTemplateError` with the template line at fault. */
export function compileTextFsm(template: string): CompiledTextFsm {
  return new CompiledTextFsm(template);
}

/** Parses `text` with `template`, returning records as ntc-templates' `parse_output` does. */
export function parseTextFsm(template: string, text: string): TextFsmRecord[] {
  return compileTextFsm(template).parse(text);
}
