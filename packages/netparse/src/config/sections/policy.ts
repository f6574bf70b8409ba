/**
 * Routing and QoS policy structures: prefix lists, route maps, community and AS-path lists, class maps and
 * policy maps. Each is recorded where it is defined, and each structure a clause names is recorded as used.
 */
import type { ConfigNode, PrefixList, RouteMap, StructureKind } from '../../model/types';
import { CommandTable, restate, type Stmt } from '../commands';
import type { ConfigContext } from '../context';
import { int, readIpv6Prefix, readPrefix } from './values';

// ─── Prefix lists ─────────────────────────────────────────────────────────────────────────────────────────

function prefixListOf(
  c: ConfigContext,
  name: string,
  family: PrefixList['family'],
  node: ConfigNode,
): PrefixList {
  let list = c.config.prefixLists.find((p) => p.name === name && p.family === family);
  if (!list) {
    list = { name, family, entries: [], source: c.src(node) };
    c.config.prefixLists.push(list);
  }
  c.define('prefix-list', name, node);
  return list;
}

/** `[seq N] permit|deny PREFIX [ge N] [le N]` into a list; false when it cannot be read. */
function prefixEntry(
  c: ConfigContext,
  list: PrefixList,
  words: readonly string[],
  node: ConfigNode,
): boolean {
  let k = 0;
  let seq: number | undefined;
  if (words[k]?.toLowerCase() === 'seq') {
    seq = int(words[k + 1]);
    if (seq === undefined) return false;
    k += 2;
  }
  const action = words[k]?.toLowerCase();
  if (action !== 'permit' && action !== 'deny') return false;
  const prefix =
    list.family === 'ipv6'
      ? (() => {
          const p = readIpv6Prefix(words[k + 1]);
          return p ? { prefix: `${p.address}/${p.prefixLength}`, used: 1 } : undefined;
        })()
      : readPrefix(words, k + 1);
  if (!prefix) return false;
  const entry: PrefixList['entries'][number] = { action, prefix: prefix.prefix, source: c.at(node) };
  if (seq !== undefined) entry.seq = seq;
  const rest = words.slice(k + 1 + prefix.used).map((w) => w.toLowerCase());
  for (let r = 0; r < rest.length; r += 2) {
    const value = int(rest[r + 1], 0, 128);
    if (value === undefined) return false;
    if (rest[r] === 'ge') entry.ge = value;
    else if (rest[r] === 'le') entry.le = value;
    else if (rest[r] === 'eq') {
      entry.ge = value;
      entry.le = value;
    } else return false;
  }
  list.entries.push(entry);
  return true;
}

type PrefixBlock = { list: PrefixList };
const PREFIX_CHILDREN = new CommandTable<ConfigContext, PrefixBlock>([
  { phrase: 'seq', handle: (c, s, b) => s.negated || prefixEntry(c, b.list, s.words, s.node) },
  { phrase: 'permit', handle: (c, s, b) => s.negated || prefixEntry(c, b.list, s.words, s.node) },
  { phrase: 'deny', handle: (c, s, b) => s.negated || prefixEntry(c, b.list, s.words, s.node) },
  'description',
  'remark',
]);

/**
 * `ip prefix-list NAME [seq N] permit|deny P [ge] [le]` (one line each), `ip prefix-list NAME description …`,
 * and the EOS block form `ip prefix-list NAME` + `seq 10 permit …`.
 */
export function prefixList(c: ConfigContext, s: Stmt, family: PrefixList['family']): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) return true;
  const what = s.largs[1];
  // `ip prefix-list sequence-number` is a setting.
  if (name.toLowerCase() === 'sequence-number') return true;
  const list = prefixListOf(c, name, family, s.node);
  if (what === undefined) {
    c.walk(s.node.children, PREFIX_CHILDREN, { list });
    return true;
  }
  if (what === 'description') return true;
  return prefixEntry(c, list, s.args.slice(1), s.node);
}

// ─── Route maps ───────────────────────────────────────────────────────────────────────────────────────────

type Clause = RouteMap['clauses'][number];
type ClauseState = { map: RouteMap; clause: Clause };

/** Structures a `match` statement names: ACLs, prefix lists, community and AS-path lists. */
function matchReferences(c: ConfigContext, s: Stmt, context: string): void {
  const words = s.largs;
  const raw = s.words;
  // match ip address [prefix-list] NAME…, match ipv6 address [prefix-list] NAME…, match ip next-hop …
  const family = words[1];
  if ((family === 'ip' || family === 'ipv6') && words[2] !== undefined) {
    const isPrefix = words[3] === 'prefix-list';
    const names = raw.slice(isPrefix ? 4 : 3);
    const kind: StructureKind = isPrefix ? 'prefix-list' : 'acl';
    // `match ip address access-list NAME` (AOS-CX and some EOS forms).
    const start = words[3] === 'access-list' ? 1 : 0;
    for (const name of names.slice(start))
      c.reference(kind, name, `${context} match ${family} ${words[2]}`, s.node);
    return;
  }
  if (family === 'community' || family === 'extcommunity' || family === 'large-community') {
    for (const name of raw.slice(2)) {
      if (['exact-match', 'exact'].includes(name.toLowerCase())) continue;
      c.reference('community-list', name, `${context} match ${family}`, s.node);
    }
    return;
  }
  if (family === 'as-path') {
    for (const name of raw.slice(2)) c.reference('as-path-list', name, `${context} match as-path`, s.node);
  }
}

const CLAUSE_CHILDREN = new CommandTable<ConfigContext, ClauseState>([
  {
    phrase: 'match',
    handle: (c, s, st) => {
      if (s.negated) return true;
      st.clause.matches.push(s.rest(1));
      matchReferences(c, restate(s, { largs: s.lower, words: s.words }), `route-map ${st.map.name}`);
      return true;
    },
  },
  {
    phrase: 'set',
    handle: (_c, s, st) => {
      if (!s.negated) st.clause.sets.push(s.rest(1));
      return true;
    },
  },
  'description',
  'continue',
  'call',
  'on-match',
  'sub-route-map',
]);

/** `route-map NAME [permit|deny] [SEQ]` (IOS, NX-OS, EOS); AOS-CX writes `route-map NAME permit seq 10`. */
export function routeMap(c: ConfigContext, s: Stmt): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) return true;
  let action: Clause['action'] = 'permit';
  let k = 1;
  const word = s.largs[k];
  if (word === 'permit' || word === 'deny') {
    action = word;
    k++;
  }
  if (s.largs[k] === 'seq') k++;
  const seqText = s.args[k];
  const seq = int(seqText);
  if (seqText !== undefined && seq === undefined) return false;
  let map = c.config.routeMaps.find((m) => m.name === name);
  if (!map) {
    map = { name, clauses: [], source: c.src(s.node) };
    c.config.routeMaps.push(map);
  } else {
    const end = c.src(s.node);
    map.source.endLine = end.endLine ?? end.line;
  }
  c.define('route-map', name, s.node);
  const clause: Clause = { action, matches: [], sets: [], source: c.src(s.node) };
  if (seq !== undefined) clause.seq = seq;
  map.clauses.push(clause);
  c.walk(s.node.children, CLAUSE_CHILDREN, { map, clause });
  return true;
}

// ─── Community and AS-path lists ──────────────────────────────────────────────────────────────────────────

/**
 * `ip community-list [standard|expanded] NAME [seq N] permit|deny …`, `ip community-list 10 permit …`, EOS
 * `ip community-list regexp NAME …`, `ip extcommunity-list …`, `ip large-community-list …`.
 */
export function communityList(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  let k = 0;
  if (['standard', 'expanded', 'regexp'].includes(s.largs[0] ?? '')) k = 1;
  const name = s.args[k];
  if (name === undefined || s.args.length < k + 2) return false;
  c.define('community-list', name, s.node);
  return true;
}

/** `ip as-path access-list NAME permit|deny REGEX`. */
export function asPathList(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const name = s.args[0];
  if (name === undefined || s.args.length < 3) return false;
  c.define('as-path-list', name, s.node);
  return true;
}

// ─── Class maps and policy maps ───────────────────────────────────────────────────────────────────────────

type NamedBlock = { name: string };

const CLASS_MAP_CHILDREN = new CommandTable<ConfigContext, NamedBlock>([
  {
    phrase: 'match access-group',
    handle: (c, s, st) => {
      // `match access-group name ACL`, `match access-group 101`, NX-OS `match access-group name ACL`.
      const name = s.largs[0] === 'name' ? s.args[1] : s.args[0];
      if (name === undefined) return false;
      c.reference('acl', name, `class-map ${st.name} match access-group`, s.node);
      return true;
    },
  },
  {
    phrase: 'match class-map',
    handle: (c, s, st) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.reference('class-map', name, `class-map ${st.name} match class-map`, s.node);
      return true;
    },
  },
  {
    phrase: 'match ip access-group',
    handle: (c, s, st) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.reference('acl', name, `class-map ${st.name} match ip access-group`, s.node);
      return true;
    },
  },
  'match',
  'description',
]);

/** `class-map [type T] [match-any|match-all] NAME`. */
export function classMap(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const name = nameAfterOptions(s, ['match-any', 'match-all']);
  if (name === undefined) return false;
  c.define('class-map', name, s.node);
  c.walk(s.node.children, CLASS_MAP_CHILDREN, { name });
  return true;
}

function nameAfterOptions(s: Stmt, options: readonly string[]): string | undefined {
  let k = 0;
  if (s.largs[k] === 'type') k += 2;
  while (options.includes(s.largs[k] ?? '')) k++;
  return s.args[k];
}

const POLICY_CLASS_CHILDREN = new CommandTable<ConfigContext, NamedBlock>([
  {
    phrase: 'service-policy',
    handle: (c, s, st) => {
      const name = s.args[s.args.length - 1];
      if (name === undefined) return false;
      c.reference('policy-map', name, `policy-map ${st.name} service-policy`, s.node);
      return true;
    },
  },
  'police',
  'set',
  'bandwidth',
  'priority',
  'shape',
  'queue-limit',
  'random-detect',
  'fair-queue',
  'drop',
  'inspect',
  'pass',
  'trust',
  'qos-group',
  'mtu',
  'pause',
  'congestion-control',
  'queue',
  'description',
  'count',
  'log',
]);

type PolicyBlock = NamedBlock;
const POLICY_MAP_CHILDREN = new CommandTable<ConfigContext, PolicyBlock>([
  {
    phrase: 'class',
    handle: (c, s, st) => {
      const name = s.largs[0] === 'type' ? s.args[2] : s.args[0];
      if (name === undefined) return false;
      if (name !== 'class-default') c.reference('class-map', name, `policy-map ${st.name} class`, s.node);
      c.walk(s.node.children, POLICY_CLASS_CHILDREN, { name: st.name });
      return true;
    },
  },
  'description',
]);

/** `policy-map [type T] NAME` with `class` clauses; nested `service-policy` names a child policy. */
export function policyMap(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const name = nameAfterOptions(s, []);
  if (name === undefined) return false;
  c.define('policy-map', name, s.node);
  c.walk(s.node.children, POLICY_MAP_CHILDREN, { name });
  return true;
}
