/** What the generator returns: networks of documents (`../model/documents`) with their history and IPAM. */
import type {
  ExplorerNetwork,
  IpamData,
  NetworkData,
  Snapshot,
  SnapshotData,
  Tag,
  UnixSeconds,
} from '../model/documents';

export type NetworkBundle = {
  network: ExplorerNetwork;
  /** The live state (snapshot id 1, named `live`). */
  live: NetworkData;
  /** Older states, oldest first, each a full copy of the network at that time. */
  snapshots: SnapshotData[];
  ipam: IpamData;
};

export type GenerateOptions = {
  /** PRNG seed (default 1). */
  seed?: number;
  /** Multiplies sites, buildings, production lines, devices and hosts (default 1). */
  scale?: number;
  /** The dataset's "now" in unix seconds (default 2026-06-01T00:00:00Z); values above 1e11 are taken as milliseconds. */
  now?: number;
};

export type Dataset = {
  options: { seed: number; scale: number; now: UnixSeconds };
  explorer_networks: ExplorerNetwork[];
  tags: Tag[];
  /** Every snapshot of every network; id 1 (live) is shared by all networks and listed once per network. */
  snapshots: Snapshot[];
  networks: NetworkBundle[];
};
