import {
  type Cidr,
  compareCidrs,
  firstFreeIp,
  formatCidr,
  formatIp,
  hasHostBits,
  type Ip,
  MAX_PREFIX_LENGTH,
  networkOf,
  parseCidr,
  prefixSize,
  freeRanges as rangesFree,
  rangeToCidrs,
  usableRange,
  utilisation,
} from '@lne/ip';
import type {
  IpamChanges,
  IpamEntity,
  IpamState,
  StoredIp,
  StoredLocation,
  StoredOf,
  StoredPrefix,
  StoredVlan,
  StoredVrf,
} from './store';

/**
 * The rules of IPAM as pure functions of the stored state: the prefix tree per VRF, utilisation, free space,
 * and the checks every write (JSON or CSV row) passes before anything is stored.
 */

/** One problem of a write: the field (column) and a FastAPI-style message. */
export type Issue = { field: string; type: string; msg: string };

const valueError = (field: string, text: string): Issue => ({
  field,
  type: 'value_error',
  msg: `Value error, ${text}`,
});

// ---------------------------------------------------------------------------------------------------------
// The prefix tree

/** Containment is per VRF; `null` (the global table) is a VRF of its own. */
const vrfKey = (vrfId: number | null) => vrfId ?? 0;
const blockKey = (vrf: number, cidr: Cidr) =>
  `${vrf}|${cidr.version}|${networkOf(cidr).value}/${cidr.length}`;

export type IpamIndex = {
  /** Parsed prefixes by id (stored prefixes are always valid). */
  cidr: Map<number, Cidr>;
  /** Smallest other prefix of the same VRF that contains the prefix. */
  parent: Map<number, number | null>;
  /** Direct child prefix ids, in address order. */
  children: Map<number, number[]>;
  /** Parsed address of each IP and its smallest containing prefix. */
  ipAddress: Map<number, Cidr>;
  ipPrefix: Map<number, number | null>;
  /** Ids of the IPs whose smallest containing prefix is the prefix, in address order. */
  prefixIps: Map<number, number[]>;
  /** Prefix id by VRF, family, network and length. */
  byBlock: PrefixLookup;
  /** The prefixes (by VRF, then address, parents first) and addresses (by VRF, then address) in list order. */
  prefixOrder: StoredPrefix[];
  ipOrder: StoredIp[];
};

/** Prefix ids by VRF, family, network and length, and the lengths in use per VRF and family (longest first). */
export type PrefixLookup = { blocks: Map<string, number>; lengths: Map<string, number[]> };

/** The smallest prefix of the VRF that contains `cidr` with a length of at most `maxLength`. */
export function containingPrefix(
  lookup: PrefixLookup,
  vrfId: number | null,
  cidr: Cidr,
  maxLength: number,
): number | null {
  const vrf = vrfKey(vrfId);
  for (const length of lookup.lengths.get(`${vrf}|${cidr.version}`) ?? []) {
    if (length > maxLength) continue;
    const id = lookup.blocks.get(blockKey(vrf, { ...cidr, length }));
    if (id !== undefined) return id;
  }
  return null;
}

const indexes = new WeakMap<IpamState, IpamIndex>();

/** The derived tree of a state, computed once per state object (states are never mutated). */
export function buildIndex(state: IpamState): IpamIndex {
  const known = indexes.get(state);
  if (known) return known;
  const index = computeIndex(state);
  indexes.set(state, index);
  return index;
}

/** Adds a prefix to the lookup (the first prefix of a block keeps it). */
function addBlock(lookup: PrefixLookup, prefix: StoredPrefix, parsed: Cidr): void {
  const key = blockKey(vrfKey(prefix.vrf_id), parsed);
  if (!lookup.blocks.has(key)) lookup.blocks.set(key, prefix.id);
  const family = `${vrfKey(prefix.vrf_id)}|${parsed.version}`;
  const lengths = lookup.lengths.get(family) ?? [];
  if (!lengths.includes(parsed.length)) {
    lengths.push(parsed.length);
    lengths.sort((a, b) => b - a);
  }
  lookup.lengths.set(family, lengths);
}

function computeIndex(state: IpamState): IpamIndex {
  const cidr = new Map<number, Cidr>();
  const byBlock: PrefixLookup = { blocks: new Map(), lengths: new Map() };
  for (const prefix of state.prefixes) {
    const parsed = parseCidr(prefix.prefix);
    if (!parsed) continue;
    cidr.set(prefix.id, parsed);
    addBlock(byBlock, prefix, parsed);
  }
  const parent = new Map<number, number | null>();
  const children = new Map<number, number[]>();
  const sortedPrefixes = [...state.prefixes].sort(comparePrefixes(cidr));
  for (const prefix of sortedPrefixes) {
    const parsed = cidr.get(prefix.id);
    children.set(prefix.id, children.get(prefix.id) ?? []);
    if (!parsed) continue;
    const parentId = containingPrefix(byBlock, prefix.vrf_id, parsed, parsed.length - 1);
    parent.set(prefix.id, parentId);
    if (parentId !== null) {
      const list = children.get(parentId) ?? [];
      list.push(prefix.id);
      children.set(parentId, list);
    }
  }
  const ipAddress = new Map<number, Cidr>();
  const ipPrefix = new Map<number, number | null>();
  const prefixIps = new Map<number, number[]>();
  const ipOrder = sortIps(state.ips);
  for (const ip of ipOrder) {
    const parsed = parseCidr(ip.address);
    if (!parsed) continue;
    ipAddress.set(ip.id, parsed);
    const prefixId = containingPrefix(byBlock, ip.vrf_id, parsed, MAX_PREFIX_LENGTH[parsed.version]);
    ipPrefix.set(ip.id, prefixId);
    if (prefixId !== null) {
      const list = prefixIps.get(prefixId) ?? [];
      list.push(ip.id);
      prefixIps.set(prefixId, list);
    }
  }
  return {
    cidr,
    parent,
    children,
    ipAddress,
    ipPrefix,
    prefixIps,
    byBlock,
    prefixOrder: sortedPrefixes,
    ipOrder,
  };
}

function comparePrefixes(cidr: ReadonlyMap<number, Cidr>) {
  return (a: StoredPrefix, b: StoredPrefix): number => {
    const left = cidr.get(a.id);
    const right = cidr.get(b.id);
    const byVrf = vrfKey(a.vrf_id) - vrfKey(b.vrf_id);
    if (byVrf !== 0) return byVrf;
    if (left && right) return compareCidrs(left, right) || a.id - b.id;
    return a.id - b.id;
  };
}

/** By VRF, then address. */
export function sortIps(ips: readonly StoredIp[]): StoredIp[] {
  const parsed = new Map(ips.map((ip) => [ip.id, parseCidr(ip.address)]));
  return [...ips].sort((a, b) => {
    const byVrf = vrfKey(a.vrf_id) - vrfKey(b.vrf_id);
    if (byVrf !== 0) return byVrf;
    const left = parsed.get(a.id);
    const right = parsed.get(b.id);
    if (left && right) return compareCidrs(left, right) || a.id - b.id;
    return a.id - b.id;
  });
}

/** Child prefixes and (unless a container) the prefix's own addresses. */
function occupantsOf(prefix: StoredPrefix, index: IpamIndex) {
  const prefixes = (index.children.get(prefix.id) ?? []).flatMap((id) => {
    const child = index.cidr.get(id);
    return child ? [child] : [];
  });
  const addresses: Ip[] =
    prefix.status === 'container'
      ? []
      : (index.prefixIps.get(prefix.id) ?? []).flatMap((id) => {
          const address = index.ipAddress.get(id);
          return address ? [{ version: address.version, value: address.value }] : [];
        });
  return { prefixes, addresses };
}

export function presentPrefix(prefix: StoredPrefix, index: IpamIndex) {
  const cidr = index.cidr.get(prefix.id);
  return {
    id: prefix.id,
    prefix: prefix.prefix,
    vrf_id: prefix.vrf_id,
    vlan_id: prefix.vlan_id,
    location_id: prefix.location_id,
    status: prefix.status,
    description: prefix.description,
    is_pool: prefix.is_pool,
    tag_ids: prefix.tag_ids,
    utilization: cidr ? utilisation(cidr, occupantsOf(prefix, index), { pool: prefix.is_pool }) : 0,
    parent_id: index.parent.get(prefix.id) ?? null,
    children_count: index.children.get(prefix.id)?.length ?? 0,
  };
}

/** Free space of the prefix: its usable size, free ranges (also as CIDR blocks) and first free address. */
export function prefixSpace(prefix: StoredPrefix, index: IpamIndex) {
  const cidr = index.cidr.get(prefix.id);
  if (!cidr) return { size: '0', usable_size: '0', free_ranges: [], next_free_ip: null };
  const occupants = occupantsOf(prefix, index);
  const options = { pool: prefix.is_pool };
  const ranges = rangesFree(cidr, occupants, options);
  const next = firstFreeIp(cidr, occupants, options);
  return {
    size: String(prefixSize(cidr)),
    usable_size: String(usableRange(cidr, options).size),
    free_ranges: ranges.map((range) => ({
      first: formatIp(range.first),
      last: formatIp(range.last),
      size: String(range.size),
      cidrs: rangeToCidrs(range).map(formatCidr),
    })),
    next_free_ip: next ? formatIp(next) : null,
  };
}

/** The containing prefixes of the prefix, outermost first. */
export function ancestorsOf(prefixId: number, state: IpamState, index: IpamIndex) {
  const byId = new Map(state.prefixes.map((p) => [p.id, p]));
  const chain: { id: number; prefix: string }[] = [];
  let current = index.parent.get(prefixId) ?? null;
  while (current !== null && chain.length < 130) {
    const prefix = byId.get(current);
    if (!prefix) break;
    chain.unshift({ id: prefix.id, prefix: prefix.prefix });
    current = index.parent.get(current) ?? null;
  }
  return chain;
}

// ---------------------------------------------------------------------------------------------------------
// Inputs: the writable fields with their defaults (the contract has checked the types)

export type InputOf = {
  vrfs: Omit<StoredVrf, 'id'>;
  prefixes: Omit<StoredPrefix, 'id'>;
  ips: Omit<StoredIp, 'id'>;
  vlans: Omit<StoredVlan, 'id'>;
  locations: Omit<StoredLocation, 'id'>;
};

type Body = Record<string, unknown>;
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const intOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const ints = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && Number.isInteger(v)) : [];

export const normalise: { [E in IpamEntity]: (body: Body) => InputOf[E] } = {
  vrfs: (body) => ({
    name: text(body.name).trim(),
    rd: typeof body.rd === 'string' && body.rd.trim() !== '' ? body.rd.trim() : null,
    description: text(body.description),
  }),
  prefixes: (body) => ({
    prefix: text(body.prefix).trim(),
    vrf_id: intOrNull(body.vrf_id),
    vlan_id: intOrNull(body.vlan_id),
    location_id: intOrNull(body.location_id),
    status: (text(body.status) || 'active') as StoredPrefix['status'],
    description: text(body.description),
    is_pool: body.is_pool === true,
    tag_ids: ints(body.tag_ids),
  }),
  ips: (body) => ({
    address: text(body.address).trim(),
    vrf_id: intOrNull(body.vrf_id),
    status: (text(body.status) || 'active') as StoredIp['status'],
    dns_name: text(body.dns_name).trim(),
    description: text(body.description),
    mac_address: typeof body.mac_address === 'string' && body.mac_address !== '' ? body.mac_address : null,
    tag_ids: ints(body.tag_ids),
  }),
  vlans: (body) => ({
    vid: intOrNull(body.vid) ?? 0,
    name: text(body.name).trim(),
    location_id: intOrNull(body.location_id),
    status: (text(body.status) || 'active') as StoredVlan['status'],
    description: text(body.description),
  }),
  locations: (body) => ({
    name: text(body.name).trim(),
    parent_id: intOrNull(body.parent_id),
    description: text(body.description),
  }),
};

// ---------------------------------------------------------------------------------------------------------
// Checks

const push = <T>(map: Map<string, T[]>, key: string, item: T) => {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
};

const ipKey = (vrfId: number | null, cidr: Cidr) => `${vrfKey(vrfId)}|${cidr.version}|${cidr.value}`;
const vlanKey = (vid: number, locationId: number | null) => `${vid}|${locationId ?? ''}`;

/**
 * What the checks of a create look up (names, keys, references, the prefix blocks), so that a check costs the
 * same however many documents the state holds. An import checks row after row against one lookup it `add`s
 * each accepted row to; anything else uses the one of its state (`lookupOf`), which is never added to.
 */
export class IpamLookup {
  readonly vrfs = new Map<number, StoredVrf>();
  readonly vrfNames = new Map<string, StoredVrf[]>();
  readonly vlans = new Map<number, StoredVlan>();
  readonly vlanKeys = new Map<string, StoredVlan[]>();
  readonly locations = new Map<number, StoredLocation>();
  readonly prefixes = new Map<number, StoredPrefix>();
  readonly blocks: PrefixLookup = { blocks: new Map(), lengths: new Map() };
  readonly ipKeys = new Map<string, StoredIp[]>();

  constructor(state: IpamState) {
    for (const vrf of state.vrfs) this.add('vrfs', vrf);
    for (const vlan of state.vlans) this.add('vlans', vlan);
    for (const location of state.locations) this.add('locations', location);
    for (const prefix of state.prefixes) this.add('prefixes', prefix);
    for (const ip of state.ips) this.add('ips', ip);
  }

  add<E extends IpamEntity>(entity: E, doc: StoredOf[E]): void;
  add(entity: IpamEntity, doc: StoredOf[IpamEntity]): void {
    if (entity === 'vrfs') {
      const vrf = doc as StoredVrf;
      this.vrfs.set(vrf.id, vrf);
      push(this.vrfNames, vrf.name.toLowerCase(), vrf);
    } else if (entity === 'vlans') {
      const vlan = doc as StoredVlan;
      this.vlans.set(vlan.id, vlan);
      push(this.vlanKeys, vlanKey(vlan.vid, vlan.location_id), vlan);
    } else if (entity === 'locations') {
      const location = doc as StoredLocation;
      this.locations.set(location.id, location);
    } else if (entity === 'prefixes') {
      const prefix = doc as StoredPrefix;
      this.prefixes.set(prefix.id, prefix);
      const parsed = parseCidr(prefix.prefix);
      if (parsed) addBlock(this.blocks, prefix, parsed);
    } else {
      const ip = doc as StoredIp;
      const parsed = parseCidr(ip.address);
      if (parsed) push(this.ipKeys, ipKey(ip.vrf_id, parsed), ip);
    }
  }
}

const lookups = new WeakMap<IpamState, IpamLookup>();

/** The lookup of a state, built once per state object (states are never mutated). */
export function lookupOf(state: IpamState): IpamLookup {
  let lookup = lookups.get(state);
  if (!lookup) {
    lookup = new IpamLookup(state);
    lookups.set(state, lookup);
  }
  return lookup;
}

export function vrfLabel(lookup: IpamLookup, vrfId: number | null): string {
  if (vrfId === null) return 'the global table';
  return `VRF ${lookup.vrfs.get(vrfId)?.name ?? vrfId}`;
}

/** Upper-case, colon-separated. */
export function normaliseMac(mac: string): string {
  return mac.replaceAll('-', ':').toUpperCase();
}

function referenceIssues(
  lookup: IpamLookup,
  refs: { vrf_id?: number | null; vlan_id?: number | null; location_id?: number | null },
): Issue[] {
  const issues: Issue[] = [];
  if (refs.vrf_id != null && !lookup.vrfs.has(refs.vrf_id))
    issues.push(valueError('vrf_id', `VRF ${refs.vrf_id} does not exist`));
  if (refs.vlan_id != null && !lookup.vlans.has(refs.vlan_id))
    issues.push(valueError('vlan_id', `VLAN ${refs.vlan_id} does not exist`));
  if (refs.location_id != null && !lookup.locations.has(refs.location_id))
    issues.push(valueError('location_id', `location ${refs.location_id} does not exist`));
  return issues;
}

/** Addresses that have a prefix in `before` but none in `after`. */
function orphanIssues(before: IpamState, after: IpamState, field: string): Issue[] {
  const was = buildIndex(before);
  const now = buildIndex(after);
  return after.ips
    .filter((ip) => was.ipPrefix.get(ip.id) != null && now.ipPrefix.get(ip.id) == null)
    .slice(0, 5)
    .map((ip) =>
      valueError(
        field,
        `${ip.address.split('/')[0]} (id ${ip.id}) would be outside every prefix of ${vrfLabel(lookupOf(after), ip.vrf_id)}`,
      ),
    );
}

export type Checked<E extends IpamEntity> = { issues: Issue[]; value: InputOf[E] };

/**
 * The checks of a write: against the lookup of the state (`lookupOf`), or, for an import, against one that
 * holds the rows accepted so far. `exceptId` names the document an update replaces; only an update reads the
 * whole state (addresses a changed prefix would leave outside every prefix).
 */
export const check: {
  [E in IpamEntity]: (
    state: IpamState,
    input: InputOf[E],
    exceptId?: number,
    lookup?: IpamLookup,
  ) => Checked<E>;
} = {
  vrfs: (state, input, exceptId, lookup = lookupOf(state)) => {
    const issues: Issue[] = [];
    if (input.name === '') issues.push(valueError('name', 'the name must not be empty'));
    const twin = lookup.vrfNames.get(input.name.toLowerCase())?.find((v) => v.id !== exceptId);
    if (twin) issues.push(valueError('name', `a VRF named ${twin.name} already exists (id ${twin.id})`));
    if (input.rd !== null && !/^(\d{1,10}|\d{1,3}(\.\d{1,3}){3}):\d{1,10}$/.test(input.rd))
      issues.push(valueError('rd', `${input.rd} is not a route distinguisher (ASN:n or IP:n)`));
    return { issues, value: input };
  },

  prefixes: (state, input, exceptId, lookup = lookupOf(state)) => {
    const issues = referenceIssues(lookup, input);
    const cidr = parseCidr(input.prefix, { requireLength: true });
    if (!cidr) {
      issues.unshift(valueError('prefix', `${input.prefix} is not an IPv4 or IPv6 prefix (address/length)`));
      return { issues, value: input };
    }
    if (hasHostBits(cidr)) {
      issues.unshift(
        valueError(
          'prefix',
          `${input.prefix} has host bits set; the prefix is ${formatCidr(networkOf(cidr))}`,
        ),
      );
      return { issues, value: input };
    }
    const value = { ...input, prefix: formatCidr(cidr) };
    const twinId = lookup.blocks.blocks.get(blockKey(vrfKey(input.vrf_id), cidr));
    // The block's first prefix is the one being updated: another with the same block is still a twin.
    const twin =
      twinId === undefined
        ? undefined
        : twinId !== exceptId
          ? lookup.prefixes.get(twinId)
          : state.prefixes.find(
              (p) =>
                p.id !== exceptId && vrfKey(p.vrf_id) === vrfKey(input.vrf_id) && p.prefix === value.prefix,
            );
    if (twin) {
      issues.unshift(
        valueError(
          'prefix',
          `${value.prefix} overlaps prefix ${twin.prefix} (id ${twin.id}) in ${vrfLabel(lookup, input.vrf_id)}`,
        ),
      );
      return { issues, value };
    }
    if (exceptId !== undefined && issues.length === 0) {
      const after = {
        ...state,
        prefixes: state.prefixes.map((p) => (p.id === exceptId ? { ...value, id: exceptId } : p)),
      };
      issues.push(...orphanIssues(state, after, 'prefix'));
    }
    return { issues, value };
  },

  ips: (state, input, exceptId, lookup = lookupOf(state)) => {
    const issues = referenceIssues(lookup, { vrf_id: input.vrf_id });
    const cidr = parseCidr(input.address);
    if (!cidr) {
      issues.unshift(
        valueError(
          'address',
          `${input.address} is not an IPv4 or IPv6 address (with an optional prefix length)`,
        ),
      );
      return { issues, value: input };
    }
    const value = {
      ...input,
      address: `${formatIp(cidr)}/${cidr.length}`,
      mac_address: input.mac_address === null ? null : normaliseMac(input.mac_address),
    };
    if (issues.length > 0) return { issues, value };
    const label = vrfLabel(lookup, input.vrf_id);
    if (containingPrefix(lookup.blocks, input.vrf_id, cidr, MAX_PREFIX_LENGTH[cidr.version]) === null) {
      issues.push(valueError('address', `${formatIp(cidr)} is not inside any prefix of ${label}`));
      return { issues, value };
    }
    const twin = lookup.ipKeys.get(ipKey(input.vrf_id, cidr))?.find((ip) => ip.id !== exceptId);
    if (twin)
      issues.push(
        valueError('address', `${formatIp(cidr)} is already documented in ${label} (id ${twin.id})`),
      );
    return { issues, value };
  },

  vlans: (state, input, exceptId, lookup = lookupOf(state)) => {
    const issues = referenceIssues(lookup, { location_id: input.location_id });
    if (input.name === '') issues.push(valueError('name', 'the name must not be empty'));
    const twin = lookup.vlanKeys.get(vlanKey(input.vid, input.location_id))?.find((v) => v.id !== exceptId);
    if (twin) {
      const where = input.location_id === null ? 'without a location' : `at location ${input.location_id}`;
      issues.push(valueError('vid', `VLAN ${input.vid} already exists ${where} (id ${twin.id})`));
    }
    return { issues, value: input };
  },

  locations: (state, input, exceptId, lookup = lookupOf(state)) => {
    const issues: Issue[] = [];
    if (input.name === '') issues.push(valueError('name', 'the name must not be empty'));
    if (input.parent_id !== null) {
      const byId = lookup.locations;
      if (!byId.has(input.parent_id)) {
        issues.push(valueError('parent_id', `location ${input.parent_id} does not exist`));
      } else if (exceptId !== undefined) {
        let current: number | null = input.parent_id;
        for (let steps = 0; current !== null && steps <= byId.size; steps += 1) {
          if (current === exceptId) {
            issues.push(valueError('parent_id', `location ${exceptId} cannot be its own ancestor`));
            break;
          }
          current = byId.get(current)?.parent_id ?? null;
        }
      }
    }
    return { issues, value: input };
  },
};

/** The state with one more (or one replaced) document. */
export function withDoc<E extends IpamEntity>(state: IpamState, entity: E, doc: StoredOf[E]): IpamState {
  const list = state[entity] as StoredOf[E][];
  const next = list.some((item) => item.id === doc.id)
    ? list.map((item) => (item.id === doc.id ? doc : item))
    : [...list, doc];
  return { ...state, [entity]: next };
}

// ---------------------------------------------------------------------------------------------------------
// Deletion and what it carries along

export function deletion(state: IpamState, entity: IpamEntity, ids: readonly number[]) {
  const gone = new Set(ids);
  const changes: IpamChanges = { put: {}, remove: { [entity]: [...gone] } };
  const issues: Issue[] = [];
  if (entity === 'vrfs') {
    // Prefixes and addresses of a deleted VRF move to the global table, if they fit there.
    const prefixes = state.prefixes.filter((p) => p.vrf_id !== null && gone.has(p.vrf_id));
    const ips = state.ips.filter((ip) => ip.vrf_id !== null && gone.has(ip.vrf_id));
    changes.put.prefixes = prefixes.map((p) => ({ ...p, vrf_id: null }));
    changes.put.ips = ips.map((ip) => ({ ...ip, vrf_id: null }));
    const moved = new Set(prefixes.map((p) => p.id));
    const seen = new Map<string, StoredPrefix>();
    for (const prefix of state.prefixes) {
      const key = `${prefix.vrf_id === null || moved.has(prefix.id) ? 0 : prefix.vrf_id}|${prefix.prefix}`;
      const twin = seen.get(key);
      if (twin && issues.length < 5) {
        issues.push(
          valueError(
            'data',
            `deleting the VRF would put prefix ${prefix.prefix} twice into the global table`,
          ),
        );
      }
      seen.set(key, prefix);
    }
  }
  if (entity === 'vlans') {
    changes.put.prefixes = state.prefixes
      .filter((p) => p.vlan_id !== null && gone.has(p.vlan_id))
      .map((p) => ({ ...p, vlan_id: null }));
  }
  if (entity === 'locations') {
    const byId = new Map(state.locations.map((l) => [l.id, l]));
    const survivor = (id: number | null): number | null => {
      let current = id;
      for (let steps = 0; current !== null && gone.has(current) && steps <= byId.size; steps += 1)
        current = byId.get(current)?.parent_id ?? null;
      return current;
    };
    changes.put.locations = state.locations
      .filter((l) => !gone.has(l.id) && l.parent_id !== null && gone.has(l.parent_id))
      .map((l) => ({ ...l, parent_id: survivor(l.parent_id) }));
    changes.put.prefixes = state.prefixes
      .filter((p) => p.location_id !== null && gone.has(p.location_id))
      .map((p) => ({ ...p, location_id: null }));
    changes.put.vlans = state.vlans
      .filter((v) => v.location_id !== null && gone.has(v.location_id))
      .map((v) => ({ ...v, location_id: null }));
  }
  return { changes, issues };
}
