/**
 * What a configuration parser carries while it walks a tree: the facts read so far, the log, which nodes were
 * understood, and the walk itself (`walk`) that dispatches statements to command tables.
 */
import { canonicalIp } from '@lne/ip';
import { emptyConfigFacts } from '../model/empty';
import { canonicalInterface } from '../model/interface-names';
import type {
  ConfigFacts,
  ConfigNode,
  DeviceSystem,
  Lag,
  NormalizedInterface,
  Platform,
  Route,
  SourceRef,
  StructureKind,
  Vlan,
  Vrf,
} from '../model/types';
import { ParseLog } from '../parse/types';
import { appendAll } from '../util/arrays';
import { type CommandTable, type Stmt, statementOf } from './commands';

export class ConfigContext {
  readonly log: ParseLog;
  readonly config: ConfigFacts;
  readonly system: DeviceSystem = {};
  hostname?: string;
  managementIp?: string;
  readonly interfaces = new Map<string, NormalizedInterface>();
  readonly vlans = new Map<number, Vlan>();
  readonly vrfs = new Map<string, Vrf>();
  readonly routes: Route[] = [];
  readonly lags = new Map<string, Lag>();
  /** Nodes whose statement was understood (modelled or known). */
  private readonly understood = new Set<ConfigNode>();
  /** The dialect's top-level table, for statements found in the wrong block. */
  global?: CommandTable<ConfigContext, unknown>;

  constructor(
    readonly file: string,
    readonly platform: Platform,
  ) {
    this.log = new ParseLog(file);
    this.config = emptyConfigFacts(file);
  }

  // ─── Sources ─────────────────────────────────────────────────────────────────────────────────────────────

  /** The statement's line, or its lines when it spans several or is a block. */
  src(node: ConfigNode): SourceRef {
    const end = lastLine(node);
    return end > node.line
      ? { file: this.file, line: node.line, endLine: end }
      : { file: this.file, line: node.line };
  }

  /** The statement's own line only (a block's first line). */
  at(node: ConfigNode): SourceRef {
    const end = node.endLine ?? node.line;
    return end > node.line
      ? { file: this.file, line: node.line, endLine: end }
      : { file: this.file, line: node.line };
  }

  // ─── Understood nodes ────────────────────────────────────────────────────────────────────────────────────

  ok(node: ConfigNode): void {
    this.understood.add(node);
  }

  /** A known block whose contents are deliberately not read: every line of it is understood. */
  okDeep(node: ConfigNode): void {
    const pending = [node];
    for (let next = pending.pop(); next; next = pending.pop()) {
      this.understood.add(next);
      appendAll(pending, next.children);
    }
  }

  isOk(node: ConfigNode): boolean {
    return this.understood.has(node);
  }

  /**
   * Walks statements through a table. Statements the table does not know are tried at the top level (a
   * global statement written inside a block, as the device's CLI would take it), then left for the final pass
   * to report. `extra` collects the statements of an interface or process that the model has no field for.
   */
  walk<S>(
    nodes: readonly ConfigNode[],
    table: CommandTable<ConfigContext, S>,
    state: S,
    extra?: string[],
  ): void {
    for (const node of nodes) this.dispatch(node, table, state, extra, true);
  }

  dispatch<S>(
    node: ConfigNode,
    table: CommandTable<ConfigContext, S>,
    state: S,
    extra: string[] | undefined,
    tryGlobal: boolean,
  ): boolean {
    const base = statementOf(node);
    const match = table.match(base.lower);
    if (match) {
      const stmt: Stmt = base.after(match.at);
      const handled = match.entry.handle ? match.entry.handle(this, stmt, state) !== false : true;
      if (handled) this.ok(node);
      if (match.entry.opaque) this.okDeep(node);
      if (extra && (!match.entry.handle || match.entry.keep)) extra.push(node.text);
      return handled;
    }
    if (extra) extra.push(node.text);
    const global = this.global;
    if (tryGlobal && global && (table as unknown) !== global && node.children.length === 0) {
      const globalMatch = global.match(base.lower);
      if (globalMatch?.entry.handle) {
        this.log.warn(
          node.line,
          'statement-out-of-block',
          `a top-level statement inside a block: ${node.text}`,
          'info',
        );
        if (extra) extra.pop();
        return this.dispatch(node, global, undefined, undefined, false);
      }
    }
    return false;
  }

  /** Reports every statement not understood, in line order; answers the number of lines understood. */
  finish(roots: readonly ConfigNode[]): number {
    let recognized = 0;
    const pending = [...roots].reverse();
    for (let node = pending.pop(); node; node = pending.pop()) {
      const span = (node.endLine ?? node.line) - node.line + 1;
      if (this.understood.has(node)) recognized += span;
      else {
        this.log.unrecognizedLine(node.line, node.text);
        this.log.unrecognized += span - 1;
      }
      for (let k = node.children.length - 1; k >= 0; k--) {
        const child = node.children[k];
        if (child) pending.push(child);
      }
    }
    return recognized;
  }

  // ─── Facts ───────────────────────────────────────────────────────────────────────────────────────────────

  /** The interface of a name (any spelling), created on first use. */
  iface(raw: string, node?: ConfigNode): NormalizedInterface {
    const names = canonicalInterface(raw, this.platform);
    let found = this.interfaces.get(names.name);
    if (!found) {
      found = {
        name: names.name,
        shortName: names.shortName,
        type: names.type,
        ipv4: [],
        ipv6: [],
        sources: [],
      };
      this.interfaces.set(names.name, found);
    }
    if (node) found.sources.push(this.src(node));
    return found;
  }

  /** Sets a field of an interface with the line it was read on. */
  set<K extends keyof NormalizedInterface>(
    iface: NormalizedInterface,
    key: K,
    value: NormalizedInterface[K],
    node: ConfigNode,
  ): void {
    iface[key] = value;
    iface.fieldSources ??= {};
    iface.fieldSources[key] = this.at(node);
  }

  vlan(id: number, node: ConfigNode): Vlan {
    let found = this.vlans.get(id);
    if (!found) {
      found = { id, source: this.src(node) };
      this.vlans.set(id, found);
    }
    return found;
  }

  vrf(name: string, node?: ConfigNode): Vrf {
    let found = this.vrfs.get(name);
    if (!found) {
      found = { name, interfaces: [] };
      if (node) found.source = this.src(node);
      this.vrfs.set(name, found);
    } else if (node && !found.source) found.source = this.src(node);
    return found;
  }

  lag(name: string, node: ConfigNode): Lag {
    const names = canonicalInterface(name, this.platform);
    let found = this.lags.get(names.name);
    if (!found) {
      found = { name: names.name, shortName: names.shortName, members: [], source: this.at(node) };
      this.lags.set(names.name, found);
    }
    return found;
  }

  define(kind: StructureKind, name: string, node: ConfigNode): void {
    const defs = this.config.definitions;
    const existing = defs.find((d) => d.kind === kind && d.name === name);
    const here = this.src(node);
    if (!existing) {
      defs.push({ kind, name, source: here });
      return;
    }
    // Numbered ACLs, prefix lists and community lists are defined over several lines: keep the whole range.
    const end = here.endLine ?? here.line;
    if (end > (existing.source.endLine ?? existing.source.line)) existing.source.endLine = end;
  }

  reference(kind: StructureKind, name: string, context: string, node: ConfigNode): void {
    if (name === '') return;
    this.config.references.push({ kind, name, context, source: this.at(node) });
  }
}

/** The last line of a node and everything under it. */
export function lastLine(node: ConfigNode): number {
  let current = node;
  let last = node.endLine ?? node.line;
  for (;;) {
    const child = current.children[current.children.length - 1];
    if (!child) return last;
    last = Math.max(last, child.endLine ?? child.line);
    current = child;
  }
}

/** Canonical text of an address (IPv6 in RFC 5952 form), or undefined when it is not one. */
export function ipText(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  return canonicalIp(raw) ?? undefined;
}
