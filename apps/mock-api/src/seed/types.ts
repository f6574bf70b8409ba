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
import type { ModelKey } from './catalog';
import type { Misconfig } from './misconfig';

/** What the generator keeps per device beside its documents, to write the device's texts. */

/** A first-hop redundancy group of an interface (HSRP/VRRP): its group, virtual address and priority. */
export type Fhrp = { group: number; virtualIp: string; priority: number };
export type DeviceTextInfo = {
  model: ModelKey;
  misconfigs: Misconfig[];
  /** The hash of the device's secrets (enable secret, local users). */
  secret: string;
  /** When the running configuration was written, ascending: revision 1, 2, 3. */
  configChanges: UnixSeconds[];
  /** First-hop redundancy groups by VLAN interface. */
  fhrp: Record<string, Fhrp>;
};

/** One collection of a network: when it ran and which state it saw (the live state is snapshot 1). */
export type Collection = { at: UnixSeconds; snapshotId: number };

export type NetworkBundle = {
  network: ExplorerNetwork;
  /** The live state (snapshot id 1, named `live`). */
  live: NetworkData;
  /** Older states, oldest first, each a full copy of the network at that time. */
  snapshots: SnapshotData[];
  ipam: IpamData;
  /**
   * The collections that saw the network, oldest first, one per state (the last is live's): the texts of each
   * (`collectionFiles`) are what a poll of the devices would have stored then.
   */
  collections: Collection[];
  /** Per device id: what its texts need beside the documents. */
  texts: Record<string, DeviceTextInfo>;
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
