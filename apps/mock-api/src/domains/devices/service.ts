import type * as Api from '@lne/api-client/model';
import { canonicalInterface } from '@lne/netparse';
import type { AppContext } from '../../context';
import { jsonText, pushJsonArray } from '../../db/json-parts';
import { deleteDocs, getDoc, listDocs, newUlid, putDoc, readDocs, type Scope } from '../../db/network-store';
import { docSorter } from '../../db/sorted-docs';
import { notFound, type ValidationIssue, validationError } from '../../errors';
import type {
  DeviceInfo,
  DeviceIpConfig,
  DevicePort,
  DeviceRecord,
  DeviceRoute,
  DeviceStp,
  StpInstance as DeviceStpInstance,
  DeviceVersion,
  DeviceVlan,
  DeviceVrf,
  DevType,
  Duplex,
  PortState,
  PortType,
  Tag,
} from '../../model/documents';
import { type ListFilters, matchesFilters, unixOf } from '../list-filters';

export const DEVICE_NOT_FOUND = 'Device not found.';

/**
 * DeviceInfo as answered: the stored model in the contract's shapes (lower-case MACs, `''` for absent strings,
 * IP interfaces as `address/length`) with the fields the record keeps beside it.
 */
export type DeviceInfoAnswer = Omit<DeviceInfo, 'routes' | 'ip_configs' | 'vrfs' | 'stp'> & {
  routes: Record<
    string,
    Omit<DeviceRoute, 'nexthop_ip' | 'nexthop_if'> & { nexthop_ip: string; nexthop_if: string }
  >;
  ip_configs: Record<string, Omit<DeviceIpConfig, 'ip_interfaces'> & { ip_interfaces: string[] }>;
  vrfs: Record<string, Omit<DeviceVrf, 'route_distinguisher'> & { route_distinguisher: string }>;
  /** Absent when the device runs no spanning tree. */
  stp?: DeviceStp;
  dev_type: string;
  serial: string;
  notes: string;
  tags: Tag[];
};

const mapValues = <T, U>(map: Record<string, T>, fn: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [key, fn(value)]));

export function stpAnswer(stp: DeviceStp | null): DeviceStp | null {
  if (!stp) return null;
  return {
    ...stp,
    instances: mapValues(stp.instances, (instance) => ({
      ...instance,
      root_port: instance.root_port ?? '',
      root_port_short: instance.root_port_short ?? '',
      bridge_address: { address: instance.bridge_address.address.toLowerCase() },
      root_address: { address: instance.root_address.address.toLowerCase() },
    })),
  };
}

export function toDeviceInfo(record: DeviceRecord, tags: ReadonlyMap<number, Tag>): DeviceInfoAnswer {
  const { stp, ...info } = record.data;
  const answer: DeviceInfoAnswer = {
    ...info,
    mac: { address: info.mac.address.toLowerCase() },
    routes: mapValues(info.routes, (route) => ({
      ...route,
      nexthop_ip: route.nexthop_ip ?? '',
      nexthop_if: route.nexthop_if ?? '',
    })),
    ip_configs: mapValues(info.ip_configs, (config) => ({
      ...config,
      ip_interfaces: config.ip_interfaces.map((ip) => `${ip.ipv4}/${ip.prefix_length}`),
    })),
    vrfs: mapValues(info.vrfs, (vrf) => ({ ...vrf, route_distinguisher: vrf.route_distinguisher ?? '' })),
    dev_type: record.dev_type,
    serial: info.version.serial,
    notes: record.notes ?? '',
    tags: record.tag_ids.flatMap((id) => {
      const tag = tags.get(id);
      return tag ? [tag] : [];
    }),
  };
  const running = stpAnswer(stp);
  if (running) answer.stp = running;
  return answer;
}

const tagMaps = new WeakMap<readonly Tag[], ReadonlyMap<number, Tag>>();

/** The tags of the scope by id, built once per state of the stored tags. */
export async function tagMap(ctx: AppContext, scope: Scope): Promise<ReadonlyMap<number, Tag>> {
  const tags = await readDocs(ctx.db, scope, 'tag');
  const memo = tagMaps.get(tags);
  if (memo) return memo;
  const map = new Map(tags.map((tag) => [tag.tag_id, tag]));
  tagMaps.set(tags, map);
  return map;
}

export function deviceSearchText(record: DeviceRecord): string[] {
  const info = record.data;
  return [
    info.name,
    info.ip_address,
    info.mac.address,
    info.version.serial,
    info.version.vendor,
    info.version.model,
  ];
}

export function deviceMatches(record: DeviceRecord, filters: ListFilters): boolean {
  return matchesFilters(filters, {
    text: deviceSearchText(record),
    tagIds: record.tag_ids,
    lastSeen: record.data.last_seen,
    created: unixOf(record.created),
  });
}

const byName = (a: DeviceRecord, b: DeviceRecord) =>
  a.data.name.localeCompare(b.data.name) || a.unique_id.localeCompare(b.unique_id);

const sortByName = docSorter(byName);

/**
 * The devices sorted by name, once per state of the stored devices, and from the previous order when a few
 * changed (name order is costly to compute).
 */
async function devicesByName(ctx: AppContext, scope: Scope): Promise<readonly DeviceRecord[]> {
  return sortByName(`${scope.networkId}/${scope.snapshotId}`, await readDocs(ctx.db, scope, 'device'));
}

export async function filteredDevices(
  ctx: AppContext,
  scope: Scope,
  filters: ListFilters & { serial?: string | undefined; deviceId?: string | undefined },
): Promise<DeviceRecord[]> {
  // Filtering keeps the order, and names with ids order the devices totally, so sorting first is the same.
  return (await devicesByName(ctx, scope)).filter(
    (device) =>
      deviceMatches(device, filters) &&
      (filters.serial === undefined || device.data.version.serial === filters.serial) &&
      (filters.deviceId === undefined || device.unique_id === filters.deviceId),
  );
}

type InfoMemo = { tags: ReadonlyMap<number, Tag>; info: DeviceInfoAnswer };
const infos = new WeakMap<DeviceRecord, InfoMemo>();

/** The answer of a stored device, reused while neither the device nor the tags change. */
function deviceInfoOf(device: DeviceRecord, tags: ReadonlyMap<number, Tag>): DeviceInfoAnswer {
  const memo = infos.get(device);
  if (memo && memo.tags === tags) return memo.info;
  const info = toDeviceInfo(device, tags);
  infos.set(device, { tags, info });
  return info;
}

/** The list's `view`: every collected map (`full`, the default), or only what a device list shows. */
export type DeviceListView = 'full' | 'summary';

/**
 * A device as `view=summary` answers it: the same DeviceInfo with the collected maps empty and no `stp`,
 * so that a list of thousands of devices does not carry their ports, hosts, routes and neighbours.
 */
export function toDeviceSummary(info: DeviceInfoAnswer): DeviceInfoAnswer {
  const { stp: _stp, ...rest } = info;
  return {
    ...rest,
    ports: {},
    hosts: {},
    neighbors: {},
    routes: {},
    vlans: {},
    vrfs: {},
    lags: {},
    ip_configs: {},
  };
}

const summaries = new WeakMap<DeviceInfoAnswer, DeviceInfoAnswer>();

function deviceSummaryOf(device: DeviceRecord, tags: ReadonlyMap<number, Tag>): DeviceInfoAnswer {
  const info = deviceInfoOf(device, tags);
  let summary = summaries.get(info);
  if (!summary) {
    summary = toDeviceSummary(info);
    summaries.set(info, summary);
  }
  return summary;
}

export async function listDevices(
  ctx: AppContext,
  scope: Scope,
  filters: ListFilters & { serial?: string | undefined },
  view: DeviceListView = 'full',
) {
  const tags = await tagMap(ctx, scope);
  return (await filteredDevices(ctx, scope, filters)).map((device) => listItemOf(device, tags, view));
}

function listItemOf(device: DeviceRecord, tags: ReadonlyMap<number, Tag>, view: DeviceListView) {
  const answerOf = view === 'summary' ? deviceSummaryOf : deviceInfoOf;
  return { unique_id: device.unique_id, id: device.id, data: answerOf(device, tags) };
}

type ItemMemo = { tags: ReadonlyMap<number, Tag>; item: ReturnType<typeof listItemOf> };
const listItems: Record<DeviceListView, WeakMap<DeviceRecord, ItemMemo>> = {
  full: new WeakMap(),
  summary: new WeakMap(),
};

/**
 * The device list answer (`{data: [...]}`) as JSON bytes, the same text `JSON.stringify` gives for the answer
 * of `listDevices`. Each device's item is one object per stored document, view and state of the tags (the
 * document cache keeps unchanged documents by identity), serialised once (`json-parts`), so after one device
 * changed one item is serialised again, not thousands.
 */
export async function listDevicesJson(
  ctx: AppContext,
  scope: Scope,
  filters: ListFilters & { serial?: string | undefined },
  view: DeviceListView = 'full',
): Promise<Buffer> {
  const tags = await tagMap(ctx, scope);
  const memos = listItems[view];
  const items = (await filteredDevices(ctx, scope, filters)).map((device) => {
    const memo = memos.get(device);
    if (memo && memo.tags === tags) return memo.item;
    const item = listItemOf(device, tags, view);
    memos.set(device, { tags, item });
    return item;
  });
  return Buffer.concat(pushJsonArray([jsonText('{"data":')], items).concat(jsonText('}')));
}

export async function requireDevice(ctx: AppContext, scope: Scope, deviceId: string): Promise<DeviceRecord> {
  const device = await getDoc(ctx.db, scope, 'device', deviceId);
  if (!device) throw notFound(DEVICE_NOT_FOUND);
  return device;
}

export async function getDevice(ctx: AppContext, scope: Scope, deviceId: string) {
  const device = await requireDevice(ctx, scope, deviceId);
  return { created: device.created, data: toDeviceInfo(device, await tagMap(ctx, scope)) };
}

/** A device as the API takes it: every field of a POST or PUT (`Api.DeviceInput`), or those a PATCH changes. */
type DeviceInput = Api.DevicePatch;

const PORT_STATES: readonly PortState[] = ['up', 'down', 'err-disabled'];
const PORT_TYPES: readonly PortType[] = ['access', 'trunk', 'routed', 'lag-member', 'management'];
const DUPLEXES: readonly Duplex[] = ['full', 'half', 'auto', 'unknown'];

/** The word of a port field, one of the model's words (or the default when not given); else an issue. */
function wordOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  loc: (string | number)[],
  issues: ValidationIssue[],
): T {
  if (value === undefined) return fallback;
  const word = allowed.find((one) => one === value);
  if (word) return word;
  issues.push({ type: 'enum', loc, msg: `Input should be ${allowed.map((a) => `'${a}'`).join(', ')}` });
  return fallback;
}

/**
 * Ports as the API takes them, completed to the stored model: the short name from the interface name, a port
 * not said to be up is down, an access port without a VLAN, no duplex known. A state, type or duplex outside
 * the model's words is refused with 422, naming the field.
 */
function portsOf(input: Api.DevicePatchPorts): Record<string, DevicePort> {
  const issues: ValidationIssue[] = [];
  const ports: Record<string, DevicePort> = {};
  for (const [key, port] of Object.entries(input)) {
    const loc = ['body', 'ports', key];
    ports[key] = {
      if_no: port.if_no,
      if_no_short: port.if_no_short ?? canonicalInterface(port.if_no).shortName,
      if_state: wordOf(port.if_state, PORT_STATES, 'down', [...loc, 'if_state'], issues),
      port_type: wordOf(port.port_type, PORT_TYPES, 'access', [...loc, 'port_type'], issues),
      vlan_id: port.vlan_id ?? null,
      tagged: port.tagged ?? [],
      description: port.description ?? '',
      speed: port.speed ?? null,
      duplex: wordOf(port.duplex, DUPLEXES, 'unknown', [...loc, 'duplex'], issues),
    };
  }
  if (issues.length > 0) throw validationError(issues);
  return ports;
}

/** VLANs as the API takes them, with the stored model's name (`''` when none is given). */
function vlansOf(input: Api.DevicePatchVlans): Record<string, DeviceVlan> {
  return Object.fromEntries(
    Object.entries(input).map(([key, vlan]) => [
      key,
      { vlan_id: vlan.vlan_id, vlan_name: vlan.vlan_name ?? '' },
    ]),
  );
}

const DEV_TYPES: readonly DevType[] = [
  'switch',
  'router',
  'firewall',
  'wireless-controller',
  'plc',
  'hmi',
  'workstation',
  'server',
  'gateway',
  'power-meter',
  'io-module',
  'unknown',
];

function devTypeOf(value: string | undefined, fallback: DevType): DevType {
  return DEV_TYPES.find((type) => type === value) ?? fallback;
}

function versionOf(input: DeviceInput, before: DeviceVersion): DeviceVersion {
  return {
    vendor: (input.version?.vendor ?? before.vendor).toLowerCase(),
    model: input.version?.model ?? before.model,
    software: input.version?.software ?? before.software,
    serial: input.serial ?? input.version?.serial ?? before.serial,
  };
}

async function assertTags(ctx: AppContext, scope: Scope, ids: number[] | undefined): Promise<void> {
  if (!ids) return;
  const tags = await tagMap(ctx, scope);
  const unknown = ids.filter((id) => !tags.has(id));
  if (unknown.length > 0) throw notFound(`Tag ${unknown.join(', ')} not found.`);
}

async function nextDeviceNumber(ctx: AppContext, scope: Scope): Promise<number> {
  const devices = await listDocs(ctx.db, scope, 'device');
  return devices.reduce((max, device) => Math.max(max, device.id), 0) + 1;
}

export async function createDevice(
  ctx: AppContext,
  scope: Scope,
  input: Api.DeviceInput,
  creationDate: number | undefined,
) {
  await assertTags(ctx, scope, input.tag_ids);
  const now = Math.floor(Date.now() / 1000);
  const created = creationDate ?? now;
  const uniqueId = newUlid();
  const record: DeviceRecord = {
    unique_id: uniqueId,
    id: await nextDeviceNumber(ctx, scope),
    created: new Date(created * 1000).toISOString(),
    explorer_network_id: scope.networkId,
    dev_type: devTypeOf(input.dev_type, 'unknown'),
    group_id: '',
    zone_id: null,
    new_device: true,
    tag_ids: input.tag_ids ?? [],
    notes: input.notes ?? '',
    data: {
      id: uniqueId,
      name: input.name,
      known: input.known ?? false,
      last_seen: now,
      ip_address: input.ip_address,
      mac: { address: (input.mac?.address ?? '').toLowerCase() },
      version: versionOf(input, { vendor: 'unknown', model: '', software: '', serial: '' }),
      ports: input.ports ? portsOf(input.ports) : {},
      hosts: {},
      neighbors: {},
      routes: {},
      vlans: input.vlans ? vlansOf(input.vlans) : {},
      vrfs: {},
      lags: {},
      ip_configs: {},
      stp: null,
    },
  };
  await putDoc(ctx.db, scope, 'device', uniqueId, record);
  return getDevice(ctx, scope, uniqueId);
}

/** PUT replaces the editable model (maps left out become empty); PATCH merges the given fields. */
export async function writeDevice(
  ctx: AppContext,
  scope: Scope,
  deviceId: string,
  input: DeviceInput,
  mode: 'replace' | 'merge',
) {
  const before = await requireDevice(ctx, scope, deviceId);
  await assertTags(ctx, scope, input.tag_ids);
  const replace = mode === 'replace';
  const data: DeviceInfo = {
    ...before.data,
    name: input.name ?? before.data.name,
    ip_address: input.ip_address ?? before.data.ip_address,
    known: input.known ?? (replace ? false : before.data.known),
    mac: input.mac ? { address: input.mac.address.toLowerCase() } : before.data.mac,
    version: versionOf(input, before.data.version),
    ports: input.ports ? portsOf(input.ports) : replace ? {} : before.data.ports,
    vlans: input.vlans ? vlansOf(input.vlans) : replace ? {} : before.data.vlans,
  };
  const record: DeviceRecord = {
    ...before,
    dev_type: devTypeOf(input.dev_type, before.dev_type),
    tag_ids: input.tag_ids ?? (replace ? [] : before.tag_ids),
    notes: input.notes ?? (replace ? '' : before.notes),
    data,
  };
  await putDoc(ctx.db, scope, 'device', deviceId, record);
  return getDevice(ctx, scope, deviceId);
}

export async function setDeviceNotes(ctx: AppContext, scope: Scope, deviceId: string, notes: string) {
  const before = await requireDevice(ctx, scope, deviceId);
  await putDoc(ctx.db, scope, 'device', deviceId, { ...before, notes });
  return { notes };
}

/** Deletes all the devices or, when one is unknown, none. */
export async function deleteDevices(ctx: AppContext, scope: Scope, ids: string[]): Promise<void> {
  const devices = new Set((await listDocs(ctx.db, scope, 'device')).map((device) => device.unique_id));
  const missing = ids.filter((id) => !devices.has(id));
  if (missing.length > 0) throw notFound(DEVICE_NOT_FOUND);
  await deleteDocs(ctx.db, scope, 'device', ids);
}

export async function devicePortRows(
  ctx: AppContext,
  scope: Scope,
  filters: ListFilters & { deviceId?: string },
) {
  return (await filteredDevices(ctx, scope, filters)).flatMap((device) =>
    Object.values(device.data.ports).map((port) => ({
      device_id: device.unique_id,
      device_name: device.data.name,
      ...port,
    })),
  );
}

function routeRow(device: DeviceRecord, route: DeviceRoute) {
  return {
    device_id: device.unique_id,
    device_name: device.data.name,
    ...route,
    nexthop_ip: route.nexthop_ip ?? '',
    nexthop_if: route.nexthop_if ?? '',
  };
}

export async function deviceRouteRows(
  ctx: AppContext,
  scope: Scope,
  filters: ListFilters & { deviceId?: string },
) {
  return (await filteredDevices(ctx, scope, filters)).flatMap((device) =>
    Object.values(device.data.routes).map((route) => routeRow(device, route)),
  );
}

export async function deviceNeighborRows(
  ctx: AppContext,
  scope: Scope,
  filters: ListFilters & { deviceId?: string },
) {
  return (await filteredDevices(ctx, scope, filters)).flatMap((device) =>
    Object.values(device.data.neighbors).flatMap((neighbor) =>
      neighbor.connections.map((connection) => ({
        device_id: device.unique_id,
        device_name: device.data.name,
        neigh_id: neighbor.neigh_id,
        name: neighbor.name,
        ip_address: neighbor.ip_address,
        status: neighbor.status,
        if_local: connection.if_local,
        if_remote: connection.if_remote,
      })),
    ),
  );
}

export type StpInstanceRow = {
  device_id: string;
  device_name: string;
  protocol: string;
  stp_instance_id: string;
} & DeviceStpInstance;

export function stpRowsOf(device: DeviceRecord): StpInstanceRow[] {
  const stp = stpAnswer(device.data.stp);
  if (!stp) return [];
  return Object.entries(stp.instances).map(([instanceId, instance]) => ({
    device_id: device.unique_id,
    device_name: device.data.name,
    protocol: stp.protocol,
    stp_instance_id: instanceId,
    ...instance,
  }));
}

export async function deviceStpInstances(ctx: AppContext, scope: Scope, deviceId: string) {
  return stpRowsOf(await requireDevice(ctx, scope, deviceId));
}

export async function stpInstanceDevices(
  ctx: AppContext,
  scope: Scope,
  instanceId: string,
  protocol: string | undefined,
  filters: ListFilters,
) {
  return (await filteredDevices(ctx, scope, filters))
    .flatMap(stpRowsOf)
    .filter(
      (row) => row.stp_instance_id === instanceId && (protocol === undefined || row.protocol === protocol),
    );
}
