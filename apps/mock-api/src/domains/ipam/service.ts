import type { AppContext } from '../../context';
import { readDocs, type Scope } from '../../db/network-store';
import { forbidden, HttpError, notFound, type ValidationIssue, validationError } from '../../errors';
import { currentLicense } from '../license/service';
import { type Column, headerIssues, rowToBody } from './csv';
import { assignedObject, indexSeen, ipDiff, type SeenAddress, type SeenIndex, seenAddresses } from './diff';
import {
  ancestorsOf,
  buildIndex,
  check,
  deletion,
  type InputOf,
  IpamLookup,
  type Issue,
  normalise,
  prefixSpace,
  presentPrefix,
  withDoc,
} from './rules';
import {
  applyChanges,
  type IpamChanges,
  type IpamEntity,
  type IpamState,
  loadState,
  nextId,
  type StoredIp,
  type StoredOf,
  serialised,
} from './store';

export const IPAM_NOT_LICENSED = 'The license does not include the feature ipam.';

/** IPAM exists only when the licence lists the feature `ipam`. */
export async function assertIpamLicensed(ctx: AppContext): Promise<void> {
  const license = await currentLicense(ctx);
  if (!license.features.includes('ipam')) throw forbidden(IPAM_NOT_LICENSED);
}

export const NOT_FOUND: Record<IpamEntity, string> = {
  prefixes: 'Prefix not found.',
  ips: 'IP address not found.',
  vrfs: 'VRF not found.',
  vlans: 'VLAN not found.',
  locations: 'Location not found.',
};

const PREFIX_STATUS = ['container', 'active', 'reserved', 'deprecated'] as const;
const IP_STATUS = ['active', 'reserved', 'deprecated', 'dhcp', 'slaac'] as const;
const VLAN_STATUS = ['active', 'reserved', 'deprecated'] as const;

/** The columns of each CSV import, as the contract lists them. */
export const IMPORT_COLUMNS: Record<IpamEntity, readonly Column[]> = {
  prefixes: [
    { name: 'prefix', type: 'string', required: true },
    { name: 'vrf_id', type: 'int' },
    { name: 'vlan_id', type: 'int' },
    { name: 'location_id', type: 'int' },
    { name: 'status', type: PREFIX_STATUS },
    { name: 'description', type: 'string' },
    { name: 'is_pool', type: 'bool' },
  ],
  ips: [
    { name: 'address', type: 'string', required: true },
    { name: 'vrf_id', type: 'int' },
    { name: 'status', type: IP_STATUS },
    { name: 'dns_name', type: 'string' },
    { name: 'mac_address', type: 'string' },
    { name: 'description', type: 'string' },
  ],
  vrfs: [
    { name: 'name', type: 'string', required: true },
    { name: 'rd', type: 'string' },
    { name: 'description', type: 'string' },
  ],
  vlans: [
    { name: 'vid', type: 'int', required: true },
    { name: 'name', type: 'string', required: true },
    { name: 'location_id', type: 'int' },
    { name: 'status', type: VLAN_STATUS },
    { name: 'description', type: 'string' },
  ],
  locations: [
    { name: 'name', type: 'string', required: true },
    { name: 'parent_id', type: 'int' },
    { name: 'description', type: 'string' },
  ],
};

/** Range and format checks the contract makes on JSON bodies, repeated for CSV cells. */
function cellIssues(entity: IpamEntity, body: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const tooLong = (field: string, max: number) => {
    const value = body[field];
    if (typeof value === 'string' && value.length > max)
      issues.push({ field, type: 'string_too_long', msg: `String should have at most ${max} characters` });
  };
  tooLong('description', 200);
  if (entity === 'ips') {
    tooLong('dns_name', 255);
    const mac = body.mac_address;
    if (typeof mac === 'string' && !/^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/.test(mac))
      issues.push({
        field: 'mac_address',
        type: 'string_pattern_mismatch',
        msg: 'Value error, not a MAC address',
      });
  }
  if (entity === 'vlans') {
    tooLong('name', 64);
    const vid = body.vid;
    if (typeof vid === 'number' && vid < 1)
      issues.push({
        field: 'vid',
        type: 'greater_than_equal',
        msg: 'Input should be greater than or equal to 1',
      });
    if (typeof vid === 'number' && vid > 4094)
      issues.push({
        field: 'vid',
        type: 'less_than_equal',
        msg: 'Input should be less than or equal to 4094',
      });
  }
  if (entity === 'vrfs' || entity === 'locations') tooLong('name', 100);
  return issues;
}

const toValidation = (issues: readonly Issue[]): ValidationIssue[] =>
  issues.map((issue) => ({
    type: issue.type,
    loc: issue.field ? ['body', issue.field] : ['body'],
    msg: issue.msg,
  }));

// ---------------------------------------------------------------------------------------------------------
// Reading

type Seen = { seen: SeenAddress[]; index: SeenIndex };
const seenMemo = new WeakMap<object, WeakMap<object, Seen>>();

/**
 * The addresses the network state shows, derived once per stored device and host arrays (`readDocs` answers
 * the same arrays for as long as the documents are unchanged).
 */
async function seenOf(ctx: AppContext, scope: Scope): Promise<Seen> {
  const [devices, hosts] = await Promise.all([
    readDocs(ctx.db, scope, 'device'),
    readDocs(ctx.db, scope, 'host'),
  ]);
  const byHosts = seenMemo.get(devices) ?? new WeakMap<object, Seen>();
  seenMemo.set(devices, byHosts);
  let hit = byHosts.get(hosts);
  if (!hit) {
    const seen = seenAddresses(devices, hosts);
    hit = { seen, index: indexSeen(seen) };
    byHosts.set(hosts, hit);
  }
  return hit;
}

async function seenIndexOf(ctx: AppContext, scope: Scope): Promise<SeenIndex> {
  return (await seenOf(ctx, scope)).index;
}

export type ListQuery = {
  tagIds?: readonly number[] | undefined;
  vrfId?: number | undefined;
  locationId?: number | undefined;
  locationIds?: readonly number[] | undefined;
  prefixId?: number | undefined;
};

const hasTag = (tags: readonly number[] | undefined, wanted: readonly number[] | undefined) =>
  !wanted || wanted.length === 0 || (tags ?? []).some((tag) => wanted.includes(tag));

function presentIp(state: IpamState, ip: StoredIp, index: ReturnType<typeof buildIndex>, seen: SeenIndex) {
  return {
    id: ip.id,
    address: ip.address,
    vrf_id: ip.vrf_id,
    status: ip.status,
    dns_name: ip.dns_name,
    mac_address: ip.mac_address,
    description: ip.description,
    tag_ids: ip.tag_ids ?? [],
    assigned_object: assignedObject(state, ip, seen),
    prefix_id: index.ipPrefix.get(ip.id) ?? null,
  };
}

/** The answer of one entity as the contract shapes it. */
async function present(
  ctx: AppContext,
  scope: Scope,
  state: IpamState,
  entity: IpamEntity,
  ids: number[] | 'all',
  query: ListQuery = {},
) {
  const wanted = (id: number) => ids === 'all' || ids.includes(id);
  switch (entity) {
    case 'prefixes': {
      const index = buildIndex(state);
      return index.prefixOrder
        .filter((p) => wanted(p.id))
        .filter((p) => hasTag(p.tag_ids, query.tagIds))
        .filter((p) => query.vrfId === undefined || p.vrf_id === query.vrfId)
        .filter((p) => query.locationId === undefined || p.location_id === query.locationId)
        .map((p) => presentPrefix(p, index));
    }
    case 'ips': {
      const index = buildIndex(state);
      const seen = await seenIndexOf(ctx, scope);
      return index.ipOrder
        .filter((ip) => wanted(ip.id))
        .filter((ip) => hasTag(ip.tag_ids, query.tagIds))
        .filter((ip) => query.vrfId === undefined || ip.vrf_id === query.vrfId)
        .filter((ip) => query.prefixId === undefined || insidePrefix(state, index, ip.id, query.prefixId))
        .map((ip) => presentIp(state, ip, index, seen));
    }
    case 'vrfs':
      return [...state.vrfs]
        .filter((v) => wanted(v.id))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((v) => ({ id: v.id, name: v.name, rd: v.rd ?? null, description: v.description }));
    case 'vlans':
      return [...state.vlans]
        .filter((v) => wanted(v.id))
        .filter(
          (v) =>
            !query.locationIds ||
            query.locationIds.length === 0 ||
            (v.location_id !== null && query.locationIds.includes(v.location_id)),
        )
        .sort((a, b) => a.vid - b.vid || a.id - b.id)
        .map((v) => ({
          id: v.id,
          vid: v.vid,
          name: v.name,
          location_id: v.location_id,
          status: v.status,
          description: v.description,
        }));
    case 'locations':
      return [...state.locations]
        .filter((l) => wanted(l.id))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((l) => ({ id: l.id, name: l.name, parent_id: l.parent_id, description: l.description }));
  }
}

/** The address lies in the prefix or one of its descendants. */
function insidePrefix(
  state: IpamState,
  index: ReturnType<typeof buildIndex>,
  ipId: number,
  prefixId: number,
): boolean {
  let current = index.ipPrefix.get(ipId) ?? null;
  for (let steps = 0; current !== null && steps <= state.prefixes.length; steps += 1) {
    if (current === prefixId) return true;
    current = index.parent.get(current) ?? null;
  }
  return false;
}

export async function listEntities(ctx: AppContext, scope: Scope, entity: IpamEntity, query: ListQuery) {
  const state = await loadState(ctx.db, scope);
  return present(ctx, scope, state, entity, 'all', query);
}

async function presentOne(ctx: AppContext, scope: Scope, state: IpamState, entity: IpamEntity, id: number) {
  const [item] = await present(ctx, scope, state, entity, [id]);
  if (!item) throw notFound(NOT_FOUND[entity]);
  return item;
}

export async function getEntity(ctx: AppContext, scope: Scope, entity: IpamEntity, id: number) {
  return presentOne(ctx, scope, await loadState(ctx.db, scope), entity, id);
}

/** A prefix with its ancestors, children, own addresses, free ranges and next free address. */
export async function getPrefixDetail(ctx: AppContext, scope: Scope, id: number) {
  const state = await loadState(ctx.db, scope);
  const prefix = state.prefixes.find((p) => p.id === id);
  if (!prefix) throw notFound(NOT_FOUND.prefixes);
  const index = buildIndex(state);
  const seen = await seenIndexOf(ctx, scope);
  const byId = new Map(state.prefixes.map((p) => [p.id, p]));
  const ipsById = new Map(state.ips.map((ip) => [ip.id, ip]));
  return {
    ...presentPrefix(prefix, index),
    ...prefixSpace(prefix, index),
    ancestors: ancestorsOf(id, state, index),
    children: (index.children.get(id) ?? []).flatMap((childId) => {
      const child = byId.get(childId);
      return child ? [presentPrefix(child, index)] : [];
    }),
    ips: (index.prefixIps.get(id) ?? []).flatMap((ipId) => {
      const ip = ipsById.get(ipId);
      return ip ? [presentIp(state, ip, index, seen)] : [];
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Writing

function build<E extends IpamEntity>(id: number, value: InputOf[E]): StoredOf[E] {
  return { ...value, id } as StoredOf[E];
}

export async function createEntity(
  ctx: AppContext,
  scope: Scope,
  entity: IpamEntity,
  body: Record<string, unknown>,
) {
  return serialised(scope, async () => {
    const state = await loadState(ctx.db, scope);
    const { issues, value } = check[entity](state, normalise[entity](body) as never);
    if (issues.length > 0) throw validationError(toValidation(issues));
    const doc = build(nextId(state[entity]), value);
    await applyChanges(ctx.db, scope, { put: { [entity]: [doc] }, remove: {} });
    return presentOne(ctx, scope, withDoc(state, entity, doc), entity, doc.id);
  });
}

export async function updateEntity(
  ctx: AppContext,
  scope: Scope,
  entity: IpamEntity,
  id: number,
  body: Record<string, unknown>,
) {
  return serialised(scope, async () => {
    const state = await loadState(ctx.db, scope);
    if (!state[entity].some((item) => item.id === id)) throw notFound(NOT_FOUND[entity]);
    const { issues, value } = check[entity](state, normalise[entity](body) as never, id);
    if (issues.length > 0) throw validationError(toValidation(issues));
    const doc = build(id, value);
    await applyChanges(ctx.db, scope, { put: { [entity]: [doc] }, remove: {} });
    return presentOne(ctx, scope, withDoc(state, entity, doc), entity, id);
  });
}

export async function deleteEntities(ctx: AppContext, scope: Scope, entity: IpamEntity, ids: number[]) {
  return serialised(scope, async () => {
    const state = await loadState(ctx.db, scope);
    const known = new Set(state[entity].map((item) => item.id));
    if (ids.some((id) => !known.has(id))) throw notFound(NOT_FOUND[entity]);
    const { changes, issues } = deletion(state, entity, ids);
    if (issues.length > 0) throw validationError(toValidation(issues));
    await applyChanges(ctx.db, scope, changes);
  });
}

export type ImportRow = {
  row: number;
  id: number | null;
  errors: { column: string | null; message: string }[];
};

/** Rows checked between two pauses of an import, which let other requests be answered meanwhile. */
const ROWS_PER_SLICE = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export type ImportOptions = {
  /** Awaited every `ROWS_PER_SLICE` rows (default: the event loop's next turn). */
  pause?: () => Promise<void>;
};

/**
 * Checks every row of the CSV (its records, read as they were uploaded, the header first; null when a quote is
 * never closed) against the stored state plus the valid rows above it (a file may hold a prefix and, below it,
 * a prefix inside it). Each row is checked against one lookup that the valid rows are added to, so the work
 * grows with the rows, and the check pauses every few hundred rows for other requests. Writes all rows in one
 * transaction only when every row is valid and `validateOnly` is false. How many rows and bytes a file may
 * have is bounded where it is read (`IPAM_IMPORT_MAX_ROWS`, `IPAM_IMPORT_MAX_MB`).
 */
export async function importCsv(
  ctx: AppContext,
  scope: Scope,
  entity: IpamEntity,
  records: readonly string[][] | null,
  validateOnly: boolean,
  options: ImportOptions = {},
) {
  const pause = options.pause ?? nextTurn;
  return serialised(scope, async () => {
    const columns = IMPORT_COLUMNS[entity];
    const fileError = (msg: string) =>
      validationError([{ type: 'value_error', loc: ['body', 'upload_file'], msg: `Value error, ${msg}` }]);
    if (records === null) throw fileError('the file is not valid CSV (a quoted cell is never closed)');
    const headerCells = records[0];
    if (!headerCells) throw fileError('the file is empty; the first line must name the columns');
    const header = headerCells.map((cell) => cell.trim().toLowerCase());
    const problems = headerIssues(header, columns);
    if (problems.length > 0) throw fileError(problems.join('; '));
    if (records.length < 2) throw fileError('the file has no rows below the header');

    const state = await loadState(ctx.db, scope);
    const lookup = new IpamLookup(state);
    let id = nextId(state[entity]);
    const docs: StoredOf[IpamEntity][] = [];
    const results: ImportRow[] = [];
    const failures: { row: number; issues: Issue[] }[] = [];
    for (let row = 1; row < records.length; row += 1) {
      if (row % ROWS_PER_SLICE === 0) await pause();
      const { body, issues } = rowToBody(header, records[row] ?? [], columns);
      issues.push(...cellIssues(entity, body));
      let doc: StoredOf[IpamEntity] | null = null;
      if (issues.length === 0) {
        const checked = check[entity](state, normalise[entity](body) as never, undefined, lookup);
        issues.push(...checked.issues);
        if (issues.length === 0) {
          doc = build(id, checked.value);
          id += 1;
          lookup.add(entity, doc);
          docs.push(doc);
        }
      }
      if (issues.length > 0) failures.push({ row, issues });
      results.push({
        row,
        id: doc && !validateOnly ? doc.id : null,
        errors: issues.map((issue) => ({ column: issue.field || null, message: issue.msg })),
      });
    }
    const valid = results.filter((r) => r.errors.length === 0).length;
    if (!validateOnly) {
      if (valid < results.length) {
        throw new HttpError(
          422,
          failures.flatMap(({ row, issues }) =>
            issues.map((issue) => ({
              type: issue.type,
              loc: ['body', 'upload_file', row, ...(issue.field ? [issue.field] : [])],
              msg: issue.msg,
            })),
          ),
        );
      }
      const changes: IpamChanges = { put: { [entity]: docs }, remove: {} };
      await applyChanges(ctx.db, scope, changes);
    }
    return {
      validate_only: validateOnly,
      written: !validateOnly,
      total_rows: results.length,
      valid_rows: valid,
      rows: results,
    };
  });
}

export async function ipDiffOf(
  ctx: AppContext,
  scope: Scope,
  filters: { vrfId?: number | undefined; tagIds?: number[] | undefined },
) {
  const [state, { seen, index }] = await Promise.all([loadState(ctx.db, scope), seenOf(ctx, scope)]);
  return ipDiff(state, seen, filters, index);
}
