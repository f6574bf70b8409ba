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
