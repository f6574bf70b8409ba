import { type DeviceRecord, hostPort, type NetworkData, type UnixSeconds } from '../model/documents';
import { clonePort, idleLook, linkUp, nominalSpeed } from './ports';
import { computeStp } from './stp';

const NEW_DEVICE_WINDOW = 7 * 86_400;

/** What changed in a network over time; a snapshot at time T is the full data with the changes after T undone. */
export type NetworkHistory = {
  /** Devices taken out of service at `at` (present in snapshots before it, absent from live). */
  removed: { deviceId: string; at: UnixSeconds }[];
  /** Links re-cabled at `at`: before it `before` existed, from it on `after`. */
  recabled: { at: UnixSeconds; before: LinkRef; after: LinkRef }[];
  /** Hosts that moved at `at` from a port of another device to where live sees them. */
  moved: { at: UnixSeconds; hwId: string; from: { deviceId: string; ifNo: string } }[];
};

export type LinkRef = { a: string; aPort: string; b: string; bPort: string };

export function emptyHistory(): NetworkHistory {
  return { removed: [], recabled: [], moved: [] };
}

const createdSeconds = (iso: string): UnixSeconds => Math.floor(Date.parse(iso) / 1000);

function resetPort(device: DeviceRecord, ifNo: string): void {
  const port = device.data.ports[ifNo];
  if (!port) return;
  port.if_state = 'down';
  port.port_type = 'access';
  port.vlan_id = 1;
  port.tagged = [];
  port.description = '';
  const idle = idleLook(port);
  port.speed = idle.speed;
  port.duplex = idle.duplex;
}

/** Devices and hosts of a state by id, so that replaying many changes does not search the arrays each time. */
type StateIndex = {
  devices: ReadonlyMap<string, DeviceRecord>;
  hosts: ReadonlyMap<string, NetworkData['hosts'][number]>;
};

export function removeLink(data: NetworkData, link: LinkRef, index?: StateIndex): void {
  const a = index ? index.devices.get(link.a) : data.devices.find((d) => d.unique_id === link.a);
  const b = index ? index.devices.get(link.b) : data.devices.find((d) => d.unique_id === link.b);
  for (const [local, remote, ifLocal, ifRemote] of [
    [a, b, link.aPort, link.bPort],
    [b, a, link.bPort, link.aPort],
  ] as const) {
    if (!local || !remote) continue;
    const neighbor = local.data.neighbors[remote.unique_id];
    if (neighbor) {
      neighbor.connections = neighbor.connections.filter(
        (c) => !(c.if_local === ifLocal && c.if_remote === ifRemote),
      );
      if (neighbor.connections.length === 0) delete local.data.neighbors[remote.unique_id];
    }
    resetPort(local, ifLocal);
  }
}

/** Removes several devices in one pass (snapshots remove many at large scales). */
export function removeDevices(data: NetworkData, ids: ReadonlySet<string>): void {
  if (ids.size === 0) return;
  for (const other of data.devices) {
    if (ids.has(other.unique_id)) continue;
    for (const id of Object.keys(other.data.neighbors)) {
      if (!ids.has(id)) continue;
      for (const connection of other.data.neighbors[id]?.connections ?? [])
        resetPort(other, connection.if_local);
      delete other.data.neighbors[id];
    }
  }
  data.devices = data.devices.filter((d) => !ids.has(d.unique_id));
  data.hosts = data.hosts.filter((h) => h.data.seen_on_device === null || !ids.has(h.data.seen_on_device));
  data.configs = data.configs.filter((c) => !ids.has(c.device_id));
  for (const zone of data.zones) zone.device_ids = zone.device_ids.filter((id) => !ids.has(id));
}

/** Removes hosts and frees the ports they were seen on. */
export function removeHosts(data: NetworkData, hwIds: ReadonlySet<string>): void {
  if (hwIds.size === 0) return;
  const byId = new Map(data.devices.map((d) => [d.unique_id, d]));
  for (const host of data.hosts) {
    if (!hwIds.has(host.data.hw_id)) continue;
    const { seen_on_device: on, port_if_no: portName } = host.data;
    const device = on === null ? undefined : byId.get(on);
    if (!device) continue;
    delete device.data.hosts[host.data.hw_id];
    const stillUsed = Object.values(device.data.hosts).some((h) => h.port_if_no === portName);
    if (!stillUsed && portName !== null) resetPort(device, portName);
  }
  data.hosts = data.hosts.filter((h) => !hwIds.has(h.data.hw_id));
}

export function moveHost(
  data: NetworkData,
  hwId: string,
  to: { deviceId: string; ifNo: string },
  index?: StateIndex,
): void {
  const deviceOf = (id: string) =>
    index ? index.devices.get(id) : data.devices.find((d) => d.unique_id === id);
  const host = index ? index.hosts.get(hwId) : data.hosts.find((h) => h.data.hw_id === hwId);
  const target = deviceOf(to.deviceId);
  const port = target?.data.ports[to.ifNo];
  if (!host || !target || !port) return;
  const source = host.data.seen_on_device === null ? undefined : deviceOf(host.data.seen_on_device);
  const sourcePort = source ? hostPort(source, host.data) : undefined;
  if (source && sourcePort) {
    delete source.data.hosts[hwId];
    port.vlan_id = sourcePort.vlan_id;
    port.tagged = [...sourcePort.tagged];
    linkUp(
      port,
      Math.min(nominalSpeed(port), nominalSpeed(sourcePort)),
      sourcePort.duplex === 'half' ? 'half' : 'full',
    );
    port.description = sourcePort.description;
    resetPort(source, sourcePort.if_no);
  }
  port.if_state = 'up';
  port.port_type = 'access';
  target.data.hosts[hwId] = {
    hw_id: hwId,
    addresses: host.data.addresses.map((a) => ({ ...a })),
    vendor: host.data.vendor,
    port_if_no: port.if_no,
    port_if_no_short: port.if_no_short,
  };
  host.data.seen_on_device = target.unique_id;
  host.data.seen_on_device_name = target.data.name;
  host.data.port_if_no = port.if_no;
  host.data.port_if_no_short = port.if_no_short;
}

/** Drops discovered devices that no longer have any neighbour. */
function dropOrphans(data: NetworkData): void {
  const orphans = data.devices.filter((d) => !d.data.known && Object.keys(d.data.neighbors).length === 0);
  removeDevices(data, new Set(orphans.map((d) => d.unique_id)));
}

const mapValues = <T, U>(record: Record<string, T>, fn: (value: T) => U): Record<string, U> => {
  const out: Record<string, U> = {};
  for (const key in record) out[key] = fn(record[key] as T);
  return out;
};

function cloneDevice(device: DeviceRecord): DeviceRecord {
  const d = device.data;
  return {
    ...device,
    tag_ids: [...device.tag_ids],
    data: {
      ...d,
      mac: { ...d.mac },
      version: { ...d.version },
      ports: mapValues(d.ports, clonePort),
      hosts: mapValues(d.hosts, (h) => ({ ...h, addresses: h.addresses.map((a) => ({ ...a })) })),
      neighbors: mapValues(d.neighbors, (n) => ({ ...n, connections: n.connections.map((c) => ({ ...c })) })),
      routes: mapValues(d.routes, (r) => ({ ...r })),
      vlans: mapValues(d.vlans, (v) => ({ ...v })),
      vrfs: mapValues(d.vrfs, (v) => ({ ...v, interfaces: [...v.interfaces] })),
      lags: mapValues(d.lags, (l) => ({ ...l, members: mapValues(l.members, (m) => ({ ...m })) })),
      ip_configs: mapValues(d.ip_configs, (c) => ({
        ...c,
        ip_interfaces: c.ip_interfaces.map((i) => ({ ...i })),
      })),
      stp: d.stp
        ? {
            protocol: d.stp.protocol,
            instances: mapValues(d.stp.instances, (i) => ({
              ...i,
              mapped_vlans: [...i.mapped_vlans],
              bridge_address: { ...i.bridge_address },
              root_address: { ...i.root_address },
              interfaces: i.interfaces.map((x) => ({ ...x })),
            })),
          }
        : null,
    },
  };
}

/** A deep copy (hand-written: several times faster than structuredClone on large networks). */
export function cloneNetwork(full: NetworkData): NetworkData {
  return {
    explorer_network_id: full.explorer_network_id,
    groups: full.groups.map((g) => ({ ...g })),
    devices: full.devices.map(cloneDevice),
    hosts: full.hosts.map((h) => ({
      ...h,
      tag_ids: [...h.tag_ids],
      data: {
        ...h.data,
        addresses: h.data.addresses.map((a) => ({ ...a })),
        mac: { ...h.data.mac },
        vlan_ids: [...h.data.vlan_ids],
      },
    })),
    vlans: full.vlans.map((v) => ({ ...v })),
    zones: full.zones.map((z) => ({ ...z, vlan_db_ids: [...z.vlan_db_ids], device_ids: [...z.device_ids] })),
    configs: full.configs.map((c) => ({ ...c })),
    tags: full.tags,
  };
}

/**
 * The network as it was at `at`, from `full` (which holds every device, link and host that ever existed):
 * everything created later is left out and every change after `at` is undone. `full` is not modified.
 */
export function stateAt(
  full: NetworkData,
  history: NetworkHistory,
  at: UnixSeconds,
  copy: 'deep' | 'shared' = 'deep',
  stpComputed = false,
): NetworkData {
  const goneDevices = new Set<string>();
  for (const device of full.devices)
    if (createdSeconds(device.created) > at) goneDevices.add(device.unique_id);
  for (const removal of history.removed) if (removal.at <= at) goneDevices.add(removal.deviceId);
  const goneHosts = new Set<string>();
  for (const host of full.hosts) if (createdSeconds(host.created) > at) goneHosts.add(host.data.hw_id);

  // Devices whose maps change below; with `shared`, only these are copied deeply.
  const touched = new Set<string>();
  for (const device of full.devices) {
    for (const id in device.data.neighbors) if (goneDevices.has(id)) touched.add(device.unique_id);
  }
  for (const host of full.hosts) {
    if (goneHosts.has(host.data.hw_id) && host.data.seen_on_device !== null)
      touched.add(host.data.seen_on_device);
  }
  for (const change of history.recabled) {
    for (const link of [change.before, change.after]) touched.add(link.a).add(link.b);
  }
  const fullHosts = new Map(history.moved.length > 0 ? full.hosts.map((h) => [h.data.hw_id, h]) : []);
  for (const move of history.moved) {
    touched.add(move.from.deviceId);
    const host = fullHosts.get(move.hwId);
    if (host?.data.seen_on_device) touched.add(host.data.seen_on_device);
  }
  const data = copy === 'deep' ? cloneNetwork(full) : shareNetwork(full, touched);

  removeDevices(data, goneDevices);
  const devices = new Map(data.devices.map((d) => [d.unique_id, d]));
  for (const change of history.recabled)
    removeLink(data, change.at <= at ? change.before : change.after, { devices, hosts: new Map() });
  removeHosts(data, goneHosts);
  const index: StateIndex = { devices, hosts: new Map(data.hosts.map((h) => [h.data.hw_id, h])) };
  for (const move of history.moved) {
    if (move.at > at) moveHost(data, move.hwId, move.from, index);
  }
  data.configs = data.configs.filter((c) => c.created <= at);
  for (const device of data.devices) {
    if (device.data.last_seen > at) device.data.last_seen = at - (device.id % 3600);
    device.new_device = at - createdSeconds(device.created) <= NEW_DEVICE_WINDOW;
  }
  for (const host of data.hosts) {
    if (host.data.last_seen > at) host.data.last_seen = at - (host.data.hw_id.charCodeAt(25) % 3600);
    host.new_device = at - createdSeconds(host.created) <= NEW_DEVICE_WINDOW;
  }
  dropOrphans(data);
  // When `full` already has its spanning trees computed, only the changed layer-2 domains are redone.
  computeStp(data, stpComputed ? touched : undefined);
  return data;
}

/**
 * A copy that shares the port, neighbour, route… maps of untouched devices with `full` (snapshots of large
 * networks would otherwise need several full deep copies). Top-level fields and STP instances, which every
 * state rewrites, are always copied.
 */
function shareNetwork(full: NetworkData, touched: ReadonlySet<string>): NetworkData {
  return {
    explorer_network_id: full.explorer_network_id,
    groups: full.groups.map((g) => ({ ...g })),
    devices: full.devices.map((d) =>
      touched.has(d.unique_id)
        ? cloneDevice(d)
        : {
            ...d,
            data: {
              ...d.data,
              stp: d.data.stp
                ? {
                    protocol: d.data.stp.protocol,
                    instances: mapValues(d.data.stp.instances, (i) => ({ ...i })),
                  }
                : null,
            },
          },
    ),
    hosts: full.hosts.map((h) => ({ ...h, data: { ...h.data } })),
    vlans: full.vlans.map((v) => ({ ...v })),
    zones: full.zones.map((z) => ({ ...z, vlan_db_ids: [...z.vlan_db_ids], device_ids: [...z.device_ids] })),
    configs: [...full.configs],
    tags: full.tags,
  };
}
