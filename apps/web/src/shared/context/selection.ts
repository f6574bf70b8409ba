import { DEFAULT_SNAPSHOT_ID } from '../constants';
import { formatUnixTime } from '../format/time';
import type { ExplorerNetwork, Snapshot } from './api';

/** Spec §4: a network in the URL that is not available falls back to the first available one. */
export function resolveNetworkId(
  requested: number,
  networks: readonly Pick<ExplorerNetwork, 'id'>[],
): number | undefined {
  if (networks.some((network) => network.id === requested)) return requested;
  return networks[0]?.id;
}

/**
 * The footer's network choices: the networks in use, by name as the server lists them, and the current network
 * even when it is archived (marked so), so the selector always names what the page shows.
 */
export function networkOptions(
  networks: readonly ExplorerNetwork[],
  current: number,
): { value: string; label: string }[] {
  return networks
    .filter((network) => !isArchivedNetwork(network) || network.id === current)
    .map((network) => ({
      value: String(network.id),
      label: isArchivedNetwork(network) ? `${network.name} ${ARCHIVED_SUFFIX}` : network.name,
    }));
}

/** Archived networks keep their data and are hidden from the selector; the real backend may not send the field. */
export function isArchivedNetwork(network: Pick<ExplorerNetwork, 'archived_at'>): boolean {
  return network.archived_at !== null && network.archived_at !== undefined;
}

const ARCHIVED_SUFFIX = '(archived)';

/** Spec §4: a snapshot that is not in the selected network's list resets to live. */
export function resolveSnapshotId(requested: number, snapshots: readonly Snapshot[]): number {
  if (requested === DEFAULT_SNAPSHOT_ID) return DEFAULT_SNAPSHOT_ID;
  return snapshots.some((snapshot) => snapshot.id === requested) ? requested : DEFAULT_SNAPSHOT_ID;
}

/** Spec §9: live first, then the others by id descending. */
export function sortSnapshots(snapshots: readonly Snapshot[]): Snapshot[] {
  return [...snapshots].sort((a, b) => {
    if (a.id === DEFAULT_SNAPSHOT_ID) return -1;
    if (b.id === DEFAULT_SNAPSHOT_ID) return 1;
    return b.id - a.id;
  });
}

/** 'name YYYY-MM-DD HH:mm:ss' in the browser's time zone; `created` is in unix seconds. */
export function snapshotLabel(snapshot: Snapshot): string {
  return `${snapshot.name} ${formatUnixTime(snapshot.created)}`;
}
