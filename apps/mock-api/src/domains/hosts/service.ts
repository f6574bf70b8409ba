import type * as Api from '@lne/api-client/model';
import type { AppContext } from '../../context';
import { jsonText, pushJsonArray } from '../../db/json-parts';
import {
  deleteDocs,
  getDoc,
  type HostExtended,
  listDocs,
  newUlid,
  putDoc,
  readDocs,
  type Scope,
  type StoredHost,
} from '../../db/network-store';
import { docSorter } from '../../db/sorted-docs';
import { notFound } from '../../errors';
import { addressText } from '../../model/address-text';
import type { Host, Tag } from '../../model/documents';
import { tagMap } from '../devices/service';
import { type ListFilters, matchesFilters, unixOf } from '../list-filters';

export const HOST_NOT_FOUND = 'Host not found.';

export function normaliseMac(mac: string): string {
  return mac.trim().toLowerCase().replaceAll('-', ':');
}

/** Sort key of an IPv4 address; hosts without one go last. */
export function ipSortKey(ip: string | undefined): number {
  const parts = (ip ?? '').split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p))) return Number.MAX_SAFE_INTEGER;
  return parts.reduce((sum, part) => sum * 256 + part, 0);
}

const extendedMaps = new WeakMap<readonly HostExtended[], Map<string, HostExtended>>();

/** Extended attributes by MAC, once per state of the stored documents. */
async function extendedMap(ctx: AppContext, scope: Scope): Promise<Map<string, HostExtended>> {
  const rows = await readDocs(ctx.db, scope, 'host_extended');
  let map = extendedMaps.get(rows);
  if (!map) {
    map = new Map(rows.map((row) => [row.mac_address, row]));
    extendedMaps.set(rows, map);
  }
  return map;
}

function toHost(
  record: StoredHost,
  tags: ReadonlyMap<number, { tag_id: number }>,
  extended: Map<string, HostExtended>,
) {
  return {
    ...record.data,
    mac: { address: normaliseMac(record.data.mac.address) },
    notes: record.notes ?? '',
    tags: record.tag_ids.flatMap((id) => {
      const tag = tags.get(id);
      return tag ? [tag] : [];
    }),
    extended: extended.get(normaliseMac(record.data.mac.address))?.attributes ?? {},
  };
}

export type HostFilters = ListFilters & { vlanIds?: number[] | undefined; deviceId?: string | undefined };

export function hostMatches(record: StoredHost, filters: HostFilters): boolean {
  const info = record.data;
  if (
    filters.vlanIds &&
    filters.vlanIds.length > 0 &&
    !info.vlan_ids.some((v) => filters.vlanIds?.includes(v))
  )
    return false;
  if (filters.deviceId !== undefined && info.seen_on_device !== filters.deviceId) return false;
  return matchesFilters(filters, {
    text: [
      ...info.addresses.map((a) => addressText(a) ?? ''),
      info.mac.address,
      info.vendor,
      info.seen_on_device_name ?? '',
    ],
    tagIds: record.tag_ids,
    lastSeen: info.last_seen,
    created: unixOf(record.created),
  });
}

const addressKeys = new WeakMap<StoredHost, number>();
function addressKeyOf(host: StoredHost): number {
  let key = addressKeys.get(host);
  if (key === undefined) {
    key = ipSortKey(host.data.addresses[0]?.ipv4);
    addressKeys.set(host, key);
  }
  return key;
}
const sortByAddress = docSorter<StoredHost>(
  (a, b) => addressKeyOf(a) - addressKeyOf(b) || a.data.hw_id.localeCompare(b.data.hw_id),
);

/**
 * The hosts in answer order (first IPv4 address, then hw_id), once per state of the stored hosts, and from
 * the previous order when a few changed.
 */
async function hostsInOrder(ctx: AppContext, scope: Scope): Promise<readonly StoredHost[]> {
  return sortByAddress(`${scope.networkId}/${scope.snapshotId}`, await readDocs(ctx.db, scope, 'host'));
}

export async function listHosts(ctx: AppContext, scope: Scope, filters: HostFilters) {
  const [hosts, tags, extended] = await Promise.all([
    hostsInOrder(ctx, scope),
    tagMap(ctx, scope),
    extendedMap(ctx, scope),
  ]);
  // Filtering keeps the order, and address with hw_id orders the hosts totally, so sorting first is the same.
  return hosts.filter((host) => hostMatches(host, filters)).map((host) => listItemOf(host, tags, extended));
}

function listItemOf(host: StoredHost, tags: ReadonlyMap<number, Tag>, extended: Map<string, HostExtended>) {
  return { unique_id: host.data.hw_id, id: host.id, data: toHost(host, tags, extended) };
}

type ItemMemo = {
  tags: ReadonlyMap<number, Tag>;
  extended: HostExtended | undefined;
  item: ReturnType<typeof listItemOf>;
};
const listItems = new WeakMap<StoredHost, ItemMemo>();

/**
 * The host list answer (`{data: [...]}`) as JSON bytes, the same text `JSON.stringify` gives for the answer of
 * `listHosts`: one item object per stored host, state of the tags and extended attributes of its MAC,
 * serialised once (`json-parts`), so after one host changed one item is serialised again.
 */
export async function listHostsJson(ctx: AppContext, scope: Scope, filters: HostFilters): Promise<Buffer> {
  const [hosts, tags, extended] = await Promise.all([
    hostsInOrder(ctx, scope),
    tagMap(ctx, scope),
    extendedMap(ctx, scope),
  ]);
  const items = hosts
    .filter((host) => hostMatches(host, filters))
    .map((host) => {
      const own = extended.get(normaliseMac(host.data.mac.address));
      const memo = listItems.get(host);
      if (memo && memo.tags === tags && memo.extended === own) return memo.item;
      const item = listItemOf(host, tags, extended);
      listItems.set(host, { tags, extended: own, item });
      return item;
    });
  return Buffer.concat(pushJsonArray([jsonText('{"data":')], items).concat(jsonText('}')));
}

async function requireHost(ctx: AppContext, scope: Scope, hostId: string): Promise<StoredHost> {
  const host = await getDoc(ctx.db, scope, 'host', hostId);
  if (!host) throw notFound(HOST_NOT_FOUND);
  return host;
}

export async function getHost(ctx: AppContext, scope: Scope, hostId: string) {
  const host = await requireHost(ctx, scope, hostId);
  const [tags, extended] = await Promise.all([tagMap(ctx, scope), extendedMap(ctx, scope)]);
  return { created: host.created, data: toHost(host, tags, extended) };
}

async function assertTags(ctx: AppContext, scope: Scope, ids: number[] | undefined): Promise<void> {
  if (!ids) return;
  const tags = await tagMap(ctx, scope);
  const unknown = ids.filter((id) => !tags.has(id));
  if (unknown.length > 0) throw notFound(`Tag ${unknown.join(', ')} not found.`);
}

/** The device a host is placed on, with the port's short name; null fields when none is given. */
async function placement(ctx: AppContext, scope: Scope, deviceId: string | null, port: string | null) {
  if (!deviceId)
    return { seen_on_device: null, seen_on_device_name: null, port_if_no: port, port_if_no_short: port };
  const device = await getDoc(ctx.db, scope, 'device', deviceId);
  if (!device) throw notFound('Device not found.');
  const portInfo = port ? device.data.ports[port] : undefined;
  return {
    seen_on_device: deviceId,
    seen_on_device_name: device.data.name,
    port_if_no: port,
    port_if_no_short: portInfo?.if_no_short ?? port,
  };
}

export async function createHost(
  ctx: AppContext,
  scope: Scope,
  input: Api.HostInput,
  creationDate: number | undefined,
) {
  await assertTags(ctx, scope, input.tag_ids);
  const now = Math.floor(Date.now() / 1000);
  const hwId = newUlid();
  const hosts = await listDocs(ctx.db, scope, 'host');
  const where = await placement(ctx, scope, input.seen_on_device ?? null, input.port_if_no ?? null);
  // Hosts written by hand may have no device or port yet, unlike collected ones.
  const data: Host = {
    hw_id: hwId,
    addresses: input.addresses ?? [],
    mac: { address: normaliseMac(input.mac.address) },
    vendor: input.vendor ?? 'unknown',
    last_seen: now,
    ...where,
    vlan_ids: input.vlan_ids ?? [],
  };
  const record: StoredHost = {
    id: hosts.reduce((max, host) => Math.max(max, host.id), 0) + 1,
    created: new Date((creationDate ?? now) * 1000).toISOString(),
    explorer_network_id: scope.networkId,
    new_device: true,
    tag_ids: input.tag_ids ?? [],
    notes: input.notes ?? '',
    vlan_db_id: 0,
    data,
  };
  await putDoc(ctx.db, scope, 'host', hwId, record);
  return getHost(ctx, scope, hwId);
}

export async function writeHost(
  ctx: AppContext,
  scope: Scope,
  hostId: string,
  input: Api.HostPatch,
  mode: 'replace' | 'merge',
) {
  const before = await requireHost(ctx, scope, hostId);
  await assertTags(ctx, scope, input.tag_ids);
  const replace = mode === 'replace';
  const moved = input.seen_on_device !== undefined || input.port_if_no !== undefined;
  const where = moved
    ? await placement(
        ctx,
        scope,
        input.seen_on_device === undefined ? before.data.seen_on_device : input.seen_on_device,
        input.port_if_no === undefined ? before.data.port_if_no : input.port_if_no,
      )
    : {};
  const data = {
    ...before.data,
    ...where,
    mac: input.mac ? { address: normaliseMac(input.mac.address) } : before.data.mac,
    addresses: input.addresses ?? (replace ? [] : before.data.addresses),
    vendor: input.vendor ?? before.data.vendor,
    vlan_ids: input.vlan_ids ?? (replace ? [] : before.data.vlan_ids),
  } satisfies Host;
  const record: StoredHost = {
    ...before,
    tag_ids: input.tag_ids ?? (replace ? [] : before.tag_ids),
    notes: input.notes ?? (replace ? '' : before.notes),
    data,
  };
  await putDoc(ctx.db, scope, 'host', hostId, record);
  return getHost(ctx, scope, hostId);
}

export async function setHostNotes(ctx: AppContext, scope: Scope, hostId: string, notes: string) {
  const before = await requireHost(ctx, scope, hostId);
  await putDoc(ctx.db, scope, 'host', hostId, { ...before, notes });
  return { notes };
}

export async function deleteHosts(ctx: AppContext, scope: Scope, ids: string[]): Promise<void> {
  const hosts = new Set((await listDocs(ctx.db, scope, 'host')).map((host) => host.data.hw_id));
  if (ids.some((id) => !hosts.has(id))) throw notFound(HOST_NOT_FOUND);
  await deleteDocs(ctx.db, scope, 'host', ids);
}

/** Merges the attributes into those of the MAC address; `null` removes one. */
export async function upsertHostExtended(
  ctx: AppContext,
  scope: Scope,
  macAddress: string,
  attributes: Record<string, string | number | boolean | null>,
): Promise<HostExtended> {
  const mac = normaliseMac(macAddress);
  const before = await getDoc(ctx.db, scope, 'host_extended', mac);
  const merged: Record<string, string | number | boolean> = { ...(before?.attributes ?? {}) };
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  const stored: HostExtended = {
    mac_address: mac,
    attributes: merged,
    updated: Math.floor(Date.now() / 1000),
  };
  await putDoc(ctx.db, scope, 'host_extended', mac, stored);
  return stored;
}

export async function deleteHostExtended(ctx: AppContext, scope: Scope, macAddress: string): Promise<void> {
  const deleted = await deleteDocs(ctx.db, scope, 'host_extended', [normaliseMac(macAddress)]);
  if (deleted === 0) throw notFound('No extended attributes for this MAC address.');
}
