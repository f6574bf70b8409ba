/**
 * The ntc-templates `index` file (clitable's format): a `Template, Hostname, Platform, Command` header, then one
 * line per template set. Every column but `Template` is a Python regex matched at the start of the attribute
 * (`re.match`); `Command` also takes `[[…]]` completions. The first line that matches wins, so the file lists
 * longer commands first. `Template` may name several templates joined with `:`, whose tables are merged.
 */

import { appendAll } from '../util/arrays';
import { CommandPattern } from './command';
import { CompiledTextFsm, type TextFsmRecord } from './engine';
import { TemplateIndexError, TextFsmTemplateError } from './errors';
import { PythonRegex, PythonRegexError } from './python-regex';
import { pythonStrip } from './python-text';

/** Gives a template's text by its name in the index, or undefined when there is no such template. */
export type TemplateLoader = (name: string) => string | undefined;

export type TemplateIndexEntry = {
  /** 1-based line of the index file. */
  line: number;
  /** The template names of the `Template` column (split at `:`). */
  templates: readonly string[];
  /** Every column as written, by header name. */
  columns: Readonly<Record<string, string>>;
};

type CompiledEntry = TemplateIndexEntry & {
  /** Compiled column matchers; absent for empty columns, which match anything. */
  matchers: ReadonlyMap<string, (value: string) => boolean>;
};

/** Attributes to choose an index line by, named after the index columns. */
export type IndexAttributes = Readonly<Record<string, string>>;

export class TemplateIndex {
  /** The column names of the header line. */
  readonly header: readonly string[];
  readonly entries: readonly TemplateIndexEntry[];
  private readonly compiled: CompiledEntry[];
  private readonly cache = new Map<string, CompiledTextFsm>();

  /**
   * Reads an index file's text; throws `TemplateIndexError` for a missing header or `Template` column, or a
   * column regex that does not compile. `loader` gives templates' texts, for `template()` and `parse()`.
   */
  constructor(
    indexText: string,
    private readonly loader?: TemplateLoader,
  ) {
    const lines = indexText.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
    let i = 0;
    let header: string[] | undefined;
    while (i < lines.length) {
      const text = pythonStrip((lines[i++] ?? '').split('#')[0] ?? '');
      if (text === '') continue;
      header = text.split(',').map(pythonStrip);
      break;
    }
    if (!header) throw new TemplateIndexError('index file has no header line');
    const seen = new Set<string>();
    for (const h of header) {
      if (seen.has(h)) throw new TemplateIndexError(`duplicate header entry '${h}'`, i);
      seen.add(h);
    }
    if (!header.includes('Template')) throw new TemplateIndexError("index file has no 'Template' column", i);
    this.header = header;
    const compiled: CompiledEntry[] = [];
    for (; i < lines.length; i++) {
      const raw = lines[i] ?? '';
      if (raw.startsWith('#')) continue;
      const fields = raw.split(',').map(pythonStrip);
      // clitable silently drops lines whose field count differs from the header's (blank lines among them).
      if (fields.length !== header.length) continue;
      const columns: Record<string, string> = {};
      header.forEach((h, k) => {
        columns[h] = fields[k] ?? '';
      });
      const matchers = new Map<string, (value: string) => boolean>();
      for (const h of header) {
        const value = columns[h] ?? '';
        if (h === 'Template' || value === '') continue;
        try {
          if (h === 'Command') {
            const pattern = new CommandPattern(value);
            matchers.set(h, (typed) => pattern.matchesPrefix(typed));
          } else {
            const regex = new PythonRegex(value);
            matchers.set(h, (v) => regex.match(v) !== null);
          }
        } catch (e) {
          if (e instanceof PythonRegexError) {
            throw new TemplateIndexError(
              `invalid regular expression in column ${h} '${value}': ${e.message}`,
              i + 1,
            );
          }
          throw e;
        }
      }
      compiled.push({ line: i + 1, templates: (columns.Template ?? '').split(':'), columns, matchers });
    }
    this.compiled = compiled;
    this.entries = compiled.map(({ line, templates, columns }) => ({ line, templates, columns }));
  }

  /** The first entry whose columns all match the given attributes (attributes without a column are ignored). */
  findEntry(attributes: IndexAttributes): TemplateIndexEntry | undefined {
    for (const entry of this.compiled) {
      let ok = true;
      for (const [key, value] of Object.entries(attributes)) {
        const matcher = entry.matchers.get(key);
        if (matcher && !matcher(value)) {
          ok = false;
          break;
        }
      }
      if (ok) return { line: entry.line, templates: entry.templates, columns: entry.columns };
    }
    return undefined;
  }

  /**
   * The template name(s) for a platform (`cisco_ios`) and a command as typed (`sh ip int br`), or undefined.
   * Runs of whitespace in the command count as one space.
   */
  find(platform: string, command: string): readonly string[] | undefined {
    return this.findEntry({ Platform: platform, Command: command })?.templates;
  }

  /** A template by name, loaded through the loader and compiled once. */
  template(name: string): CompiledTextFsm {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const text = this.loader?.(name);
    if (text === undefined) throw new TemplateIndexError(`template '${name}' not found`);
    let compiled: CompiledTextFsm;
    try {
      compiled = new CompiledTextFsm(text);
    } catch (e) {
      if (e instanceof TextFsmTemplateError) throw e.withTemplate(name);
      throw e;
    }
    this.cache.set(name, compiled);
    return compiled;
  }

  /**
   * Parses a command's output with the template(s) the index gives, as ntc-templates' `parse_output`; undefined
   * when no index line matches. Several templates are merged as clitable does: the later tables' new columns
   * join the first table's rows with the same `Key` values.
   */
  parse(platform: string, command: string, text: string): TextFsmRecord[] | undefined {
    const names = this.find(platform, command);
    if (!names) return undefined;
    return mergeTables(
      names.map((name) => this.template(name)),
      text,
    );
  }
}

type Table = { header: string[]; rows: TextFsmRecord[] };

function sameCell(a: string | string[] | undefined, b: string | string[] | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** clitable's `ParseCmd` over several templates, with texttable's `extend`. */
function mergeTables(templates: CompiledTextFsm[], text: string): TextFsmRecord[] {
  const [first, ...rest] = templates;
  if (!first) return [];
  const table: Table = { header: first.header.map((h) => h.toLowerCase()), rows: first.parse(text) };
  let keys = first.keys.map((k) => k.toLowerCase());
  for (const template of rest) {
    if (keys.length === 0) keys = template.keys.map((k) => k.toLowerCase());
    const other: Table = { header: template.header.map((h) => h.toLowerCase()), rows: template.parse(text) };
    for (const k of keys) {
      if (!table.header.includes(k))
        throw new TemplateIndexError(`unknown key '${k}' when merging templates`);
    }
    const added = other.header.filter((h) => !table.header.includes(h));
    if (added.length === 0) continue;
    appendAll(table.header, added);
    for (const row of table.rows) for (const h of added) row[h] = '';
    if (keys.length === 0) {
      table.rows.forEach((row, r) => {
        const source = other.rows[r];
        if (source) for (const h of added) row[h] = source[h] ?? '';
      });
      continue;
    }
    for (const row of table.rows) {
      const source = other.rows.find((o) => keys.every((k) => sameCell(row[k], o[k])));
      if (source) for (const h of added) row[h] = source[h] ?? '';
    }
  }
  return table.rows;
}
