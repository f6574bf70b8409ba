/** Texts of History › Config Diffs. */
export const configMessages = {
  title: 'Config Diffs',
  modeSnapshots: 'Snapshots',
  modeVersions: 'Versions',
  fromSnapshot: 'From snapshot',
  toSnapshot: 'To snapshot',
  device: 'Device',
  fromVersion: 'From version',
  toVersion: 'To version',
  search: 'Search devices',
  changedDevices: (count: number) =>
    `${count} ${count === 1 ? 'device' : 'devices'} with a changed configuration`,
  noChanges: 'No configuration changed between these snapshots',
  sameSnapshot: 'Choose two different snapshots',
  pickVersions: 'Choose a device and two of its versions',
  change: { changed: 'changed', added: 'added', removed: 'removed' },
  none: 'none',
  needTwo: 'Two versions are needed for a diff',
} as const;
