import { computeStp } from './stp';
import type { DeviceRecord, NetworkData, UnixSeconds } from './types';

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
  port.duplex = 'auto';
}

export function removeLink(data: NetworkData, link: LinkRef): void {
  const a = data.devices.find((d) => d.unique_id === link.a);
  const b = data.devices.find((d) => d.unique_id === link.b);
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

/** Removes a device and every reference to it: neighbour entries, the hosts seen on it, zones, configs. */
export function removeDevice(data: NetworkData, deviceId: string): void {
  const device = data.devices.find((d) => d.unique_id === deviceId);
  if (!device) return;
  for (const other of data.devices) {
    const neighbor = other.data.neighbors[deviceId];
    if (!neighbor) continue;
    for (const connection of neighbor.connections) resetPort(other, connection.if_local);
    delete other.data.neighbors[deviceId];
  }
  data.devices = data.devices.filter((d) => d.unique_id !== deviceId);
  data.hosts = data.hosts.filter((h) => h.data.seen_on_device !== deviceId);
  data.configs = data.configs.filter((c) => c.device_id !== deviceId);
  for (const zone of data.zones) zone.device_ids = zone.device_ids.filter((id) => id !== deviceId);
}

export function removeHost(data: NetworkData, hwId: string): void {
  const host = data.hosts.find((h) => h.data.hw_id === hwId);
  if (!host) return;
  const device = data.devices.find((d) => d.unique_id === host.data.seen_on_device);
  if (device) {
    delete device.data.hosts[hwId];
    const stillUsed = Object.values(device.data.hosts).some((h) => h.port_if_no === host.data.port_if_no);
    if (!stillUsed) resetPort(device, host.data.port_if_no);
  }
  data.hosts = data.hosts.filter((h) => h.data.hw_id !== hwId);
}

export function moveHost(data: NetworkData, hwId: string, to: { deviceId: string; ifNo: string }): void {
  const host = data.hosts.find((h) => h.data.hw_id === hwId);
  const target = data.devices.find((d) => d.unique_id === to.deviceId);
  const port = target?.data.ports[to.ifNo];
  if (!host || !target || !port) return;
  const source = data.devices.find((d) => d.unique_id === host.data.seen_on_device);
  const sourcePort = source?.data.ports[host.data.port_if_no];
  if (source && sourcePort) {
    delete source.data.hosts[hwId];
    port.vlan_id = sourcePort.vlan_id;
    port.speed = sourcePort.speed;
    port.description = sourcePort.description;
    resetPort(source, sourcePort.if_no);
  }
  port.if_state = 'up';
  port.port_type = 'access';
  port.duplex = 'full';
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
  for (const orphan of orphans) removeDevice(data, orphan.unique_id);
}

/**
 * The network as it was at `at`, from `full` (which holds every device, link and host that ever existed):
 * everything created later is left out and every change after `at` is undone. `full` is not modified.
 */
export function stateAt(full: NetworkData, history: NetworkHistory, at: UnixSeconds): NetworkData {
  const data: NetworkData = structuredClone(full);
  data.tags = full.tags;
  for (const device of full.devices) {
    if (createdSeconds(device.created) > at) removeDevice(data, device.unique_id);
  }
  for (const removal of history.removed) {
    if (removal.at <= at) removeDevice(data, removal.deviceId);
  }
  for (const change of history.recabled) removeLink(data, change.at <= at ? change.before : change.after);
  for (const host of full.hosts) {
    if (createdSeconds(host.created) > at) removeHost(data, host.data.hw_id);
  }
  for (const move of history.moved) {
    if (move.at > at) moveHost(data, move.hwId, move.from);
  }
  data.configs = data.configs.filter((c) => c.created <= at);
  for (const device of data.devices) {
    if (device.data.last_seen > at) device.data.last_seen = at - (device.id % 3600);
    device.new_device = at - createdSeconds(device.created) <= NEW_DEVICE_WINDOW;
  }
  for (const host of data.hosts) {
    if (host.data.last_seen > at) host.data.last_seen = at - (host.data.hw_id.charCodeAt(25) % 3600);
  }
  dropOrphans(data);
  computeStp(data);
  return data;
}
