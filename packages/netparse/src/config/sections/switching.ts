/** VLANs, spanning tree and VRF definitions of the Cisco-like dialects (AOS-S and AOS-CX add their own forms). */
import type { StpConfig, StpMode } from '../../model/types';
import { CommandTable, type Stmt } from '../commands';
import type { ConfigContext } from '../context';
import { int, vlanList } from './values';

// ─── VLANs ────────────────────────────────────────────────────────────────────────────────────────────────

type VlanState = { ids: number[] };

const VLAN_CHILDREN = new CommandTable<ConfigContext, VlanState>([
  {
    phrase: 'name',
    handle: (c, s, st) => {
      if (s.negated) return true;
      const name = s.rest(1);
      if (name === '') return false;
      for (const id of st.ids) c.vlan(id, s.node).name = name;
      return true;
    },
  },
  {
    phrase: 'state',
    handle: (c, s, st) => {
      if (!s.negated && s.args[0]) for (const id of st.ids) c.vlan(id, s.node).status = s.largs[0];
      return true;
    },
  },
  {
    phrase: 'shutdown',
    handle: (c, s, st) => {
      for (const id of st.ids) c.vlan(id, s.node).status = s.negated ? 'active' : 'shutdown';
      return true;
    },
  },
  'mode',
  'media',
  'private-vlan',
  'remote-span',
  'trunk group',
  'vn-segment',
  'mtu',
  'are',
  'ste',
  'backupcrf',
  'parent',
  'ring',
  'said',
  'tb-vlan1',
  'tb-vlan2',
  'description',
  'voice',
  'vsx-sync',
  'ip igmp snooping',
  'ipv6 mld snooping',
  'router-interface',
  'flood',
]);

/**
 * `vlan 10`, `vlan 10,20,30-32` (NX-OS, EOS, AOS-CX lists), with `name` below. IOS `vlan internal allocation
 * policy …`, `vlan dot1q tag native` and the like are settings, not VLANs.
 */
export function vlanBlock(c: ConfigContext, s: Stmt, children = VLAN_CHILDREN): boolean {
  const text = s.args.join(' ');
  if (s.negated) {
    // `no vlan 40` deletes the VLAN defined before.
    const list = /^\d/.test(text) ? vlanList(text) : undefined;
    if (Array.isArray(list)) for (const id of list) c.vlans.delete(id);
    return true;
  }
  if (!/^\d/.test(text)) {
    return [
      'internal',
      'dot1q',
      'access-map',
      'filter',
      'configuration',
      'database',
      'access-log',
      'group',
    ].includes(s.largs[0] ?? '')
      ? okDeep(c, s)
      : false;
  }
  const list = vlanList(text);
  if (list === undefined || list === 'all') return false;
  for (const id of list) c.vlan(id, s.node);
  c.walk(s.node.children, children, { ids: list });
  return true;
}

function okDeep(c: ConfigContext, s: Stmt): true {
  c.okDeep(s.node);
  return true;
}

// ─── Spanning tree ────────────────────────────────────────────────────────────────────────────────────────

const STP_MODES: Record<string, StpMode> = {
  pvst: 'pvst',
  'rapid-pvst': 'rapid-pvst',
  rpvst: 'rapid-pvst',
  mst: 'mst',
  mstp: 'mst',
  rstp: 'rstp',
  stp: 'stp',
  none: 'none',
  'rstp-operation': 'rstp',
  'mstp-operation': 'mst',
  'stp-compatible': 'stp',
};

export function stpMode(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const mode = STP_MODES[s.largs[0] ?? ''];
  if (!mode) return false;
  c.config.stp.mode = mode;
  c.config.stp.source ??= c.at(s.node);
  return true;
}

function addPriority(
  c: ConfigContext,
  scope: StpConfig['priorities'][number]['scope'],
  ids: readonly (number | undefined)[],
  priority: number,
  s: Stmt,
): void {
  for (const id of ids) {
    const entry: StpConfig['priorities'][number] = { scope, priority, source: c.at(s.node) };
    if (id !== undefined) entry.id = id;
    c.config.stp.priorities.push(entry);
  }
}

/**
 * `spanning-tree vlan 1-10 priority 4096`, `… root primary|secondary` (IOS, NX-OS), EOS `spanning-tree
 * vlan-id 10 priority 4096`. Other per-VLAN settings (timers) are known.
 */
export function stpVlan(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const list = vlanList(s.args[0] ?? '');
  if (list === undefined) return false;
  const ids = list === 'all' ? [] : list;
  const what = s.largs[1];
  if (what === 'priority') {
    const priority = int(s.args[2], 0, 61440);
    if (priority === undefined) return false;
    addPriority(c, 'vlan', ids, priority, s);
    return true;
  }
  if (what === 'root') {
    const role = s.largs[2];
    if (role !== 'primary' && role !== 'secondary') return false;
    c.config.stp.rootMacros ??= [];
    c.config.stp.rootMacros.push({ scope: 'vlan', vlans: ids, role, source: c.at(s.node) });
    return true;
  }
  return ['hello-time', 'forward-time', 'max-age'].includes(what ?? '');
}

/** MST instance numbers: `0`, `1-3`, `0,2`. */
function instanceList(text: string): number[] | undefined {
  const out: number[] = [];
  for (const item of text.split(',')) {
    const range = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(item);
    if (!range) return undefined;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    if (to < from || to > 4094) return undefined;
    for (let i = from; i <= to; i++) out.push(i);
  }
  return out;
}

/** `spanning-tree mst 0-2 priority 4096` (IOS, NX-OS, EOS); `spanning-tree mst configuration` is its own block. */
export function stpMst(c: ConfigContext, s: Stmt): boolean {
  const first = s.largs[0];
  if (first === 'configuration') return s.negated || mstConfiguration(c, s);
  if (s.negated) return true;
  const instances = instanceList(s.args[0] ?? '');
  if (instances === undefined)
    return ['hello-time', 'forward-time', 'max-age', 'max-hops'].includes(first ?? '');
  const what = s.largs[1];
  if (what === 'priority') {
    const priority = int(s.args[2], 0, 61440);
    if (priority === undefined) return false;
    addPriority(c, 'instance', instances, priority, s);
    return true;
  }
  if (what === 'root') {
    const role = s.largs[2];
    if (role !== 'primary' && role !== 'secondary') return false;
    c.config.stp.rootMacros ??= [];
    c.config.stp.rootMacros.push({ scope: 'instance', vlans: instances, role, source: c.at(s.node) });
    return true;
  }
  return false;
}

type MstState = { region: NonNullable<StpConfig['mstRegion']> };

const MST_CHILDREN = new CommandTable<ConfigContext, MstState>([
  {
    phrase: 'name',
    handle: (_c, s, st) => {
      if (!s.negated) st.region.name = s.rest(1);
      return true;
    },
  },
  {
    phrase: 'revision',
    handle: (_c, s, st) => {
      const revision = int(s.args[0]);
      if (revision === undefined) return s.negated;
      st.region.revision = revision;
      return true;
    },
  },
  {
    phrase: 'instance',
    handle: (_c, s, st) => {
      const id = int(s.args[0], 0, 4094);
      if (id === undefined || (s.largs[1] !== 'vlan' && s.largs[1] !== 'vlans')) return false;
      const list = vlanList(s.args.slice(2).join(','));
      if (list === undefined) return false;
      const vlans = list === 'all' ? [] : list;
      const existing = st.region.instances.find((i) => i.id === id);
      if (s.negated) {
        if (existing) existing.vlans = existing.vlans.filter((v) => !vlans.includes(v));
        return true;
      }
      if (existing) existing.vlans = [...new Set([...existing.vlans, ...vlans])].sort((a, b) => a - b);
      else st.region.instances.push({ id, vlans });
      return true;
    },
  },
  'private-vlan',
]);

export function mstConfiguration(c: ConfigContext, s: Stmt): boolean {
  c.config.stp.mstRegion ??= { instances: [] };
  c.walk(s.node.children, MST_CHILDREN, { region: c.config.stp.mstRegion });
  return true;
}

export function stpDefault(c: ConfigContext, s: Stmt, key: 'portfastDefault' | 'bpduGuardDefault'): boolean {
  c.config.stp[key] = !s.negated;
  return true;
}

// ─── VRF definitions ──────────────────────────────────────────────────────────────────────────────────────

export type VrfState = { name: string };
type VrfEntries = ConstructorParameters<typeof CommandTable<ConfigContext, VrfState>>[0];

/** The statements of a VRF block: `rd`, route targets, address families, and the dialect's own (`own`). */
export function vrfChildren(own: VrfEntries = []): CommandTable<ConfigContext, VrfState> {
  const table: CommandTable<ConfigContext, VrfState> = new CommandTable<ConfigContext, VrfState>([
    {
      phrase: 'rd',
      handle: (c, s, st) => {
        if (!s.negated && s.args[0]) c.vrf(st.name).rd = s.args[0];
        return true;
      },
    },
    {
      phrase: 'address-family',
      handle: (c, s, st) => {
        c.walk(s.node.children, table, st);
        return true;
      },
    },
    'route-target',
    'description',
    'vpn id',
    'vnid',
    'vni',
    'import',
    'export',
    'maximum routes',
    'mdt',
    'shutdown',
    'protocol',
    'route-replicate',
  ]);
  for (const e of own) table.add(typeof e === 'string' ? { phrase: e } : e);
  return table;
}

const VRF_CHILDREN = vrfChildren();

/**
 * `vrf definition X` and `ip vrf X` (IOS), `vrf context X` (NX-OS: also static routes), `vrf instance X`
 * (EOS), `vrf X` (AOS-CX). `own` reads the dialect's own statements of the block (NX-OS `ip route`).
 */
export function vrfDefinition(c: ConfigContext, s: Stmt, at: number, own = VRF_CHILDREN): boolean {
  if (s.negated) return true;
  const name = s.args[at];
  if (name === undefined) return false;
  const vrf = c.vrf(name, s.node);
  vrf.source = c.src(s.node);
  c.walk(s.node.children, own, { name });
  return true;
}
