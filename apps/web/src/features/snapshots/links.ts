import { DEFAULT_SNAPSHOT_ID } from '../../shared/constants';

/** Search of the netmap showing a snapshot of the network. */
export function openOnMapSearch(network: number, snapshotId: number) {
  return { network, snapshot: snapshotId };
}

/**
 * Search of the netmap's difference view of live against a snapshot: the map shows live and marks what was
 * added, removed or changed since the snapshot (`diffSnapshot`).
 */
export function compareOnMapSearch(network: number, snapshotId: number) {
  return { network, snapshot: DEFAULT_SNAPSHOT_ID, viewMode: 'difference', diffSnapshot: snapshotId };
}

/** Whether a snapshot can be renamed or deleted: never live. */
export const isHistorical = (snapshotId: number) => snapshotId !== DEFAULT_SNAPSHOT_ID;
