/**
 * Access lists: IOS numbered (`access-list 101 permit …`) and named (`ip access-list extended NAME`), IPv6 and
 * MAC lists, NX-OS and EOS `ip access-list NAME`, AOS-S `ip access-list standard "NAME"`, AOS-CX
 * `access-list ip NAME`. Entries keep their sequence numbers and their text.
 */
import type { Acl, AclEntry, ConfigNode } from '../../model/types';
import { CommandTable, type Stmt } from '../commands';
import type { ConfigContext } from '../context';
import { int } from './values';

type AclState = { acl: Acl };

const ACTIONS = new Set(['permit', 'deny', 'remark']);

function entryOf(
  c: ConfigContext,
  words: readonly string[],
  text: string,
  node: ConfigNode,
): AclEntry | undefined {
  const seq = int(words[0]);
  const body = seq === undefined ? text : text.replace(/^\s*\S+\s*/, '');
  const actionWord = (seq === undefined ? words[0] : words[1])?.toLowerCase() ?? '';
  if (body === '') return undefined;
  const action = ACTIONS.has(actionWord) ? (actionWord as AclEntry['action']) : 'other';
  const entry: AclEntry = { action, text: body, source: c.at(node) };
  if (seq !== undefined) entry.seq = seq;
  return entry;
}

/** Words that open an entry of a named ACL, with or without a leading sequence number. */
const ENTRY_WORDS = ['permit', 'deny', 'remark', 'evaluate', 'dynamic', 'sequence', 'fragments'];

function aclEntry(c: ConfigContext, s: Stmt, st: AclState): boolean {
  if (s.negated) return true;
  const words = s.words[0]?.toLowerCase() === 'sequence' ? s.words.slice(1) : s.words;
  const text = s.words[0]?.toLowerCase() === 'sequence' ? s.rest(1) : s.rest(0);
  const entry = entryOf(c, words, text, s.node);
  if (!entry) return false;
  if (
    entry.action === 'other' &&
    !ENTRY_WORDS.includes((int(words[0]) === undefined ? words[0] : words[1])?.toLowerCase() ?? '')
  ) {
    return false;
  }
  st.acl.entries.push(entry);
  return true;
}

/** Statements of a named ACL block. A number first is a sequence number, so entries match on `*` too. */
const ACL_CHILDREN = new CommandTable<ConfigContext, AclState>([
  ...ENTRY_WORDS.map((w) => ({ phrase: w, handle: aclEntry })),
  ...ENTRY_WORDS.map((w) => ({ phrase: `* ${w}`, handle: aclEntry })),
  'statistics per-entry',
  'counters per-entry',
  'fragment-rules',
  'ip access-list',
  'description',
]);

function aclOf(c: ConfigContext, name: string, kind: Acl['kind'], node: ConfigNode): Acl {
  let acl = c.config.acls.find((a) => a.name === name && a.kind === kind);
  if (!acl) {
    acl = { name, kind, entries: [], source: c.src(node) };
    c.config.acls.push(acl);
  }
  c.define('acl', name, node);
  return acl;
}

/** IOS numbered ranges: 1–99 and 1300–1999 standard, 100–199 and 2000–2699 extended, 700–799 MAC. */
function numberedKind(n: number): Acl['kind'] {
  if ((n >= 1 && n <= 99) || (n >= 1300 && n <= 1999)) return 'standard';
  if ((n >= 100 && n <= 199) || (n >= 2000 && n <= 2699)) return 'extended';
  if (n >= 700 && n <= 799) return 'mac';
  return 'other';
}

/** `access-list 101 permit ip any any` (IOS, AOS-S): one entry of a numbered ACL per line. */
export function numberedAcl(c: ConfigContext, s: Stmt): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) return true;
  const n = int(name);
  // `access-list compiled`, `access-list dynamic-extended`: settings, not lists.
  if (n === undefined && s.args.length < 3) return false;
  const acl = aclOf(c, name, n === undefined ? 'other' : numberedKind(n), s.node);
  const entry = entryOf(c, s.args.slice(1), s.rest(2), s.node);
  if (!entry || entry.action === 'other') return false;
  acl.entries.push(entry);
  return true;
}

/**
 * `ip access-list [standard|extended] NAME` and `ipv6 access-list NAME`, `mac access-list [extended] NAME`;
 * `kindWord` picks the kind when the statement has no word for it (NX-OS and EOS lists are extended).
 */
export function namedAcl(c: ConfigContext, s: Stmt, family: 'ip' | 'ipv6' | 'mac'): boolean {
  if (s.negated) return true;
  let words = s.args;
  let kind: Acl['kind'] = family === 'ipv6' ? 'ipv6' : family === 'mac' ? 'mac' : 'extended';
  const first = words[0]?.toLowerCase();
  if (first === 'standard' || first === 'extended') {
    if (family === 'ip') kind = first;
    words = words.slice(1);
  }
  // `ip access-list logging …`, `ip access-list resequence …`, `ip access-list role-based …`: settings.
  if (first === 'logging' || first === 'resequence' || first === 'log-update' || first === 'persistent') {
    return true;
  }
  const name = words[0];
  if (name === undefined) return false;
  const acl = aclOf(c, name, kind, s.node);
  // Also `ip access-list standard NAME` on EOS and on the same line entries of AOS-CX do not exist.
  c.walk(s.node.children, ACL_CHILDREN, { acl });
  return true;
}

/** AOS-CX `access-list ip|ipv6|mac NAME` blocks. */
export function aoscxAcl(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const family = s.largs[0];
  const name = s.args[1];
  if (name === undefined) return false;
  const kind: Acl['kind'] =
    family === 'ipv6' ? 'ipv6' : family === 'mac' ? 'mac' : family === 'ip' ? 'extended' : 'other';
  if (kind === 'other') return false;
  const acl = aclOf(c, name, kind, s.node);
  c.walk(s.node.children, ACL_CHILDREN, { acl });
  return true;
}
