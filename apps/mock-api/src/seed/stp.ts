import type {
  DevicePort,
  DeviceRecord,
  NetworkData,
  StpInstance,
  StpInterface,
  StpProtocol,
} from '../model/documents';
import { nominalSpeed } from './ports';

/**
 * Sets a bridge's protocol, VLAN mapping and per-instance priorities; `computeStp` fills in roles, root and
 * states, and the VLANs of MSTP's instance 0 (which follow from the device's VLANs, see `fillCistVlans`).
 *
 * Priorities are what the bridge reports. Cisco bridges add the system id extension: the VLAN id in PVST
 * (`rapid-pvst` gets one instance per VLAN, keyed by it), the instance number in MST (`extendSystemId`).
 */
export function configureStp(
  device: DeviceRecord,
  protocol: StpProtocol,
  instances: { id: number; vlans: number[]; priority: number }[],
  extendSystemId = false,
): void {
  const mac = device.data.mac.address;
  device.data.stp = { protocol, instances: {} };
  const add = (key: number, vlans: number[], priority: number) => {
    const stp = device.data.stp;
    if (!stp) return;
    stp.instances[String(key)] = {
      mapped_vlans: vlans,
      is_root: false,
      root_port: null,
      root_port_short: null,
      bridge_priority: priority,
      root_priority: priority,
      bridge_address: { address: mac },
      root_address: { address: mac },
      interfaces: [],
    };
  };
  for (const instance of instances) {
    if (protocol === 'rapid-pvst' || protocol === 'pvst') {
      for (const vlan of instance.vlans) add(vlan, [vlan], instance.priority + vlan);
    } else add(instance.id, instance.vlans, instance.priority + (extendSystemId ? instance.id : 0));
  }
}

/** Path cost by link speed (IEEE 802.1t long costs). */
export function stpCost(speedMbps: number): number {
  if (speedMbps >= 100_000) return 200;
  if (speedMbps >= 40_000) return 500;
  if (speedMbps >= 25_000) return 800;
  if (speedMbps >= 20_000) return 1_000;
  if (speedMbps >= 10_000) return 2_000;
  if (speedMbps >= 1_000) return 20_000;
  if (speedMbps >= 100) return 200_000;
  return 2_000_000;
}

/** The instance number of the CIST: MSTP's instance 0 (and the single tree of RSTP). */
export const CIST_INSTANCE = '0';

/**
 * MSTP's instance 0 (the CIST) carries every VLAN of the device that no other instance maps (VLAN 1 included when
 * the device has it), ascending, as an MSTP switch reports it. RSTP keeps the VLANs it was configured with.
 */
export function fillCistVlans(device: DeviceRecord): void {
  const stp = device.data.stp;
  const cist = stp?.instances[CIST_INSTANCE];
  if (stp?.protocol !== 'mstp' || !cist) return;
  const elsewhere = new Set<number>();
  for (const [id, instance] of Object.entries(stp.instances)) {
    if (id !== CIST_INSTANCE) for (const vlan of instance.mapped_vlans) elsewhere.add(vlan);
  }
  cist.mapped_vlans = Object.values(device.data.vlans)
    .map((vlan) => vlan.vlan_id)
    .filter((vlan) => !elsewhere.has(vlan))
    .sort((a, b) => a - b);
}

type StpLink = { a: string; aPort: DevicePort; b: string; bPort: DevicePort };

/** The port spanning tree sees for a physical interface: its LAG if it is a member of one. */
function stpPort(device: DeviceRecord, ifNo: string): DevicePort | undefined {
  for (const lag of Object.values(device.data.lags)) {
    if (lag.members[ifNo]) return device.data.ports[lag.name];
  }
  return device.data.ports[ifNo];
}

/** A switched port with link: an access or trunk port, or a LAG (not its members), up. */
function switchedUp(port: DevicePort): boolean {
  return (
    port.if_state === 'up' &&
    (port.port_type === 'access' || port.port_type === 'trunk') &&
    // A RouterOS bridge's own interface is no port of its tree.
    port.if_no !== 'bridge1'
  );
}

/**
 * Whether a port takes part in an instance. Cisco lists a port under each instance that carries one of its
 * VLANs (access VLAN, voice VLAN, native or allowed VLANs of a trunk); AOS-S and RouterOS list every port in
 * their one (common) tree.
 */
function inInstance(device: DeviceRecord, port: DevicePort, instance: StpInstance): boolean {
  if (!switchedUp(port)) return false;
  const vendor = device.data.version.vendor;
  if (vendor !== 'cisco' && vendor !== 'rockwell') return true;
  const vlans = instance.mapped_vlans;
  if (port.vlan_id !== null && vlans.includes(port.vlan_id)) return true;
  return port.tagged.some((vlan) => vlans.includes(vlan));
}

function bridgeLinks(bridges: Map<string, DeviceRecord>): StpLink[] {
  const links: StpLink[] = [];
  const seen = new Set<string>();
  for (const device of bridges.values()) {
    for (const neighbor of Object.values(device.data.neighbors)) {
      const remote = bridges.get(neighbor.neigh_id);
      if (!remote || remote.unique_id <= device.unique_id) continue;
      for (const connection of neighbor.connections) {
        const aPort = stpPort(device, connection.if_local);
        const bPort = stpPort(remote, connection.if_remote);
        if (!aPort || !bPort || !switchedUp(aPort) || !switchedUp(bPort)) continue;
        const key = `${device.unique_id}|${aPort.if_no}|${remote.unique_id}|${bPort.if_no}`;
        if (seen.has(key)) continue;
        seen.add(key);
        links.push({ a: device.unique_id, aPort, b: remote.unique_id, bPort });
      }
    }
  }
  return links;
}

type BridgeId = { priority: number; mac: string };

function compareBridge(x: BridgeId, y: BridgeId): number {
  if (x.priority !== y.priority) return x.priority - y.priority;
  return x.mac < y.mac ? -1 : x.mac > y.mac ? 1 : 0;
}

/**
 * Computes every bridge's spanning tree from the LLDP/CDP links between bridges, per instance: the root is
 * the bridge with the lowest (priority, MAC); each other bridge's root port is its cheapest path to it; on a
 * link where neither end is a root port the end closer to the root is designated and the other blocks.
 * A link takes part in an instance where both its ports do (`inInstance`); the other switched ports with link
 * forward as designated ports. With `onlyAround`, only the layer-2 domains holding one of those devices are
 * recomputed. MSTP's instance 0 gets its VLANs on every bridge (`fillCistVlans`).
 */
export function computeStp(data: NetworkData, onlyAround?: ReadonlySet<string>): void {
  const bridges = new Map<string, DeviceRecord>();
  for (const device of data.devices) {
    if (!device.data.stp) continue;
    bridges.set(device.unique_id, device);
    // Every state gets the CIST's VLANs from its own devices' VLANs and mappings (cheap, so for every bridge).
    fillCistVlans(device);
  }
  const links = bridgeLinks(bridges);
  const adjacency = new Map<string, StpLink[]>();
  for (const link of links) {
    for (const end of [link.a, link.b]) {
      const list = adjacency.get(end) ?? [];
      list.push(link);
      adjacency.set(end, list);
    }
  }

  const byInstance = new Map<string, DeviceRecord[]>();
  for (const bridge of bridges.values()) {
    for (const id of Object.keys(bridge.data.stp?.instances ?? {})) {
      const list = byInstance.get(id) ?? [];
      list.push(bridge);
      byInstance.set(id, list);
    }
  }

  for (const [instanceId, members] of byInstance) {
    const instanceOf = (device: DeviceRecord) => device.data.stp?.instances[instanceId];
    const carries = (link: StpLink) => {
      const a = bridges.get(link.a);
      const b = bridges.get(link.b);
      const ia = a ? instanceOf(a) : undefined;
      const ib = b ? instanceOf(b) : undefined;
      return !!(a && b && ia && ib && inInstance(a, link.aPort, ia) && inInstance(b, link.bPort, ib));
    };
    const instanceLinks = new Map<string, StpLink[]>();
    for (const device of members) {
      instanceLinks.set(device.unique_id, (adjacency.get(device.unique_id) ?? []).filter(carries));
    }
    const bid = (device: DeviceRecord): BridgeId => ({
      priority: instanceOf(device)?.bridge_priority ?? 32768,
      mac: device.data.mac.address,
    });
    const visited = new Set<string>();
    for (const start of members) {
      if (visited.has(start.unique_id)) continue;
      // One layer-2 domain of the instance: the bridges reachable from `start` through its links.
      const component: DeviceRecord[] = [];
      const queue = [start];
      visited.add(start.unique_id);
      while (queue.length > 0) {
        const current = queue.shift();
        if (!current) break;
        component.push(current);
        for (const link of instanceLinks.get(current.unique_id) ?? []) {
          const otherId = link.a === current.unique_id ? link.b : link.a;
          const other = bridges.get(otherId);
          if (other && !visited.has(otherId)) {
            visited.add(otherId);
            queue.push(other);
          }
        }
      }
      // States derived from an already computed network only need the layer-2 domains that changed.
      if (onlyAround && !component.some((d) => onlyAround.has(d.unique_id))) continue;
      solveComponent(component, instanceId, instanceLinks, bid, bridges);
    }
  }
}

function solveComponent(
  component: DeviceRecord[],
  instanceId: string,
  adjacency: Map<string, StpLink[]>,
  bid: (device: DeviceRecord) => BridgeId,
  bridges: Map<string, DeviceRecord>,
): void {
  const root = component.reduce((best, device) =>
    compareBridge(bid(device), bid(best)) < 0 ? device : best,
  );
  const inComponent = new Set(component.map((d) => d.unique_id));
  const distance = new Map<string, number>([[root.unique_id, 0]]);
  const done = new Set<string>();
  // Dijkstra; layer-2 domains are small, so a linear scan for the next bridge is enough.
  for (;;) {
    let current: DeviceRecord | undefined;
    for (const device of component) {
      const d = distance.get(device.unique_id);
      if (d === undefined || done.has(device.unique_id)) continue;
      const best = current ? distance.get(current.unique_id) : undefined;
      if (
        !current ||
        best === undefined ||
        d < best ||
        (d === best && compareBridge(bid(device), bid(current)) < 0)
      ) {
        current = device;
      }
    }
    if (!current) break;
    done.add(current.unique_id);
    const base = distance.get(current.unique_id) ?? 0;
    for (const link of adjacency.get(current.unique_id) ?? []) {
      const towardA = link.b === current.unique_id;
      const otherId = towardA ? link.a : link.b;
      if (!inComponent.has(otherId)) continue;
      const otherPort = towardA ? link.aPort : link.bPort;
      const candidate = base + stpCost(nominalSpeed(otherPort));
      const known = distance.get(otherId);
      if (known === undefined || candidate < known) distance.set(otherId, candidate);
    }
  }

  const rootPorts = new Map<string, DevicePort>();
  for (const device of component) {
    if (device === root) continue;
    let best: { cost: number; upstream: BridgeId; port: DevicePort } | undefined;
    for (const link of adjacency.get(device.unique_id) ?? []) {
      const mineIsA = link.a === device.unique_id;
      const otherId = mineIsA ? link.b : link.a;
      const other = bridges.get(otherId);
      const otherDistance = distance.get(otherId);
      if (!other || otherDistance === undefined || !inComponent.has(otherId)) continue;
      const port = mineIsA ? link.aPort : link.bPort;
      const cost = otherDistance + stpCost(nominalSpeed(port));
      const upstream = bid(other);
      const better =
        !best ||
        cost < best.cost ||
        (cost === best.cost && compareBridge(upstream, best.upstream) < 0) ||
        (cost === best.cost && compareBridge(upstream, best.upstream) === 0 && port.if_no < best.port.if_no);
      if (better) best = { cost, upstream, port };
    }
    if (best) rootPorts.set(device.unique_id, best.port);
  }

  const interfaces = new Map<string, Map<string, StpInterface>>();
  const entry = (device: DeviceRecord, port: DevicePort, role: StpInterface['role']): void => {
    const list = interfaces.get(device.unique_id) ?? new Map<string, StpInterface>();
    interfaces.set(device.unique_id, list);
    const existing = list.get(port.if_no);
    // A port blocks if any of its links says so (parallel links through one port cannot happen here).
    if (existing && existing.role !== 'Designated') return;
    list.set(port.if_no, {
      if_no: port.if_no,
      if_no_short: port.if_no_short,
      role,
      state: role === 'Alternate' ? 'Blocking' : 'Forwarding',
      cost: stpCost(nominalSpeed(port)),
      priority: 128,
    });
  };

  const seenLinks = new Set<StpLink>();
  for (const device of component) {
    for (const link of adjacency.get(device.unique_id) ?? []) {
      if (seenLinks.has(link) || !inComponent.has(link.a) || !inComponent.has(link.b)) continue;
      seenLinks.add(link);
      const a = bridges.get(link.a);
      const b = bridges.get(link.b);
      if (!a || !b) continue;
      const aIsRoot = rootPorts.get(link.a) === link.aPort;
      const bIsRoot = rootPorts.get(link.b) === link.bPort;
      if (aIsRoot) {
        entry(a, link.aPort, 'Root');
        entry(b, link.bPort, 'Designated');
      } else if (bIsRoot) {
        entry(b, link.bPort, 'Root');
        entry(a, link.aPort, 'Designated');
      } else {
        const da = distance.get(link.a) ?? 0;
        const db = distance.get(link.b) ?? 0;
        const aWins = da < db || (da === db && compareBridge(bid(a), bid(b)) <= 0);
        entry(a, link.aPort, aWins ? 'Designated' : 'Alternate');
        entry(b, link.bPort, aWins ? 'Alternate' : 'Designated');
      }
    }
  }

  const rootId = bid(root);
  for (const device of component) {
    const instance = device.data.stp?.instances[instanceId];
    if (!instance) continue;
    const list = interfaces.get(device.unique_id) ?? new Map<string, StpInterface>();
    // The other ports with link of the instance (towards hosts, access points, devices without spanning
    // tree) forward as designated ports.
    for (const port of Object.values(device.data.ports)) {
      if (port.port_type === 'lag-member' || list.has(port.if_no) || !inInstance(device, port, instance))
        continue;
      list.set(port.if_no, {
        if_no: port.if_no,
        if_no_short: port.if_no_short,
        role: 'Designated',
        state: 'Forwarding',
        cost: stpCost(nominalSpeed(port)),
        priority: 128,
      });
    }
    const rootPort = rootPorts.get(device.unique_id);
    instance.is_root = device === root;
    instance.root_port = rootPort ? rootPort.if_no : null;
    instance.root_port_short = rootPort ? rootPort.if_no_short : null;
    instance.root_priority = rootId.priority;
    instance.root_address = { address: rootId.mac };
    instance.interfaces = [...list.values()];
  }
}
