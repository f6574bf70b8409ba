import type { DeviceNeighbor, DeviceRecord, LinkSource } from '../model/documents';

/**
 * What the map needs to draw a device–device edge as the link it is: the interfaces at both ends of each member
 * link, how the link is known (a neighbour protocol, or a shared subnet for a layer-3 link), whether only one
 * end reports it, and the LAG it is bundled into. Pure functions over the device documents of both ends.
 */

/** One member link: the interface on the edge's `source` node and on its `target` node (short forms when known). */
export type EdgePort = { source: string; target: string; source_short?: string; target_short?: string };

export type EdgeLag = {
  /** Member links bundled into the LAG. */
  members: number;
  /** The LAG interface at each end (`Port-channel1`, `bond1`, …), when that end's document names it. */
  source?: string;
  target?: string;
};

export type LinkFacts = {
  ports: EdgePort[];
  /** Absent when the documents do not record how the link is known. */
  link_source?: LinkSource;
  one_sided?: boolean;
  lag?: EdgeLag;
};

const NEIGHBOUR_PROTOCOLS: readonly LinkSource[] = ['lldp', 'cdp', 'mndp'];

/** A neighbour protocol when any member link was seen by one (layer 2), else `subnet` when all were inferred. */
export function linkSourceOf(sources: readonly (LinkSource | undefined)[]): LinkSource | undefined {
  const protocol = NEIGHBOUR_PROTOCOLS.find((p) => sources.includes(p));
  if (protocol) return protocol;
  return sources.length > 0 && sources.every((s) => s === 'subnet') ? 'subnet' : undefined;
}

/** The LAG of `device` whose members hold every one of `interfaces` (two or more), if any. */
export function lagOf(device: DeviceRecord | undefined, interfaces: readonly string[]): string | undefined {
  if (!device || interfaces.length < 2) return undefined;
  for (const lag of Object.values(device.data.lags)) {
    if (interfaces.every((name) => Object.hasOwn(lag.members, name))) return lag.name;
  }
  return undefined;
}

function shortName(device: DeviceRecord | undefined, name: string): string | undefined {
  const port = device?.data.ports[name];
  return port && port.if_no_short !== '' && port.if_no_short !== name ? port.if_no_short : undefined;
}

/**
 * The facts of the link that `device` reports to `neighbor`, oriented to the edge (`deviceIsSource`: the device
 * is the edge's source). `peer` is the neighbour's own document when the network has it: it names the far LAG
 * and tells a link only one end reports (a known device whose neighbour table lacks the link) when the
 * documents did not record that.
 */
export function linkFacts(
  device: DeviceRecord,
  neighbor: DeviceNeighbor,
  deviceIsSource: boolean,
  peer?: DeviceRecord,
): LinkFacts {
  const local = neighbor.connections.map((c) => c.if_local);
  const remote = neighbor.connections.map((c) => c.if_remote);
  const ports = neighbor.connections.map((c): EdgePort => {
    const localShort = shortName(device, c.if_local);
    const remoteShort = shortName(peer, c.if_remote);
    const [source, target, sourceShort, targetShort] = deviceIsSource
      ? [c.if_local, c.if_remote, localShort, remoteShort]
      : [c.if_remote, c.if_local, remoteShort, localShort];
    return {
      source,
      target,
      ...(sourceShort ? { source_short: sourceShort } : {}),
      ...(targetShort ? { target_short: targetShort } : {}),
    };
  });
  const linkSource = linkSourceOf(neighbor.connections.map((c) => c.source));
  const recorded = neighbor.connections.map((c) => c.one_sided).filter((v) => v !== undefined);
  const oneSided =
    recorded.length > 0
      ? recorded.every(Boolean)
      : peer?.data.known
        ? !Object.hasOwn(peer.data.neighbors, device.unique_id)
        : undefined;
  const localLag = lagOf(device, local);
  const remoteLag = lagOf(peer, remote);
  const [sourceLag, targetLag] = deviceIsSource ? [localLag, remoteLag] : [remoteLag, localLag];
  const lag: EdgeLag | undefined =
    sourceLag || targetLag
      ? {
          members: neighbor.connections.length,
          ...(sourceLag ? { source: sourceLag } : {}),
          ...(targetLag ? { target: targetLag } : {}),
        }
      : undefined;
  return {
    ports,
    ...(linkSource ? { link_source: linkSource } : {}),
    ...(oneSided !== undefined ? { one_sided: oneSided } : {}),
    ...(lag ? { lag } : {}),
  };
}
