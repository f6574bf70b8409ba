import type { DiffStatus } from '@lne/netmap';

/** The texts of the network map. */
export const netmapMessages = {
  empty: {
    title: 'This network has no devices yet',
    text: 'The map shows what is collected from the network. To fill it:',
    poll: 'Add login devices and poll them',
    pollHint: 'in the Data Collector: the poller logs into each device and reads what it knows.',
    importSnapshot: 'Import a snapshot',
    importHint: 'in the Data Collector: a .zip or .tgz of configurations and show outputs.',
  },
  failed: {
    title: 'The network graph could not be loaded',
    retry: 'Try again',
  },
  viewFailed: 'The server could not compute this view; the map shows the base graph.',
  reset: {
    title: 'Reset layout?',
    text: 'The saved layout of this view is deleted and the map is laid out again. This cannot be undone.',
    confirm: 'Reset layout',
  },
  columns: {
    name: 'Name',
    type: 'Type',
    site: 'Site',
    why: 'Why',
    change: 'Change',
  },
  impact: {
    title: (count: number) => `Impacted: ${count} ${count === 1 ? 'node' : 'nodes'}`,
    through: (parts: readonly string[]) => `Reaches the core only through ${parts.join(', ')}`,
    link: (link: string) => `the link ${link}`,
    isolated: 'Not connected to the core',
    none: 'Nothing loses its path to the core.',
    exportCsv: 'Export CSV',
    hosts: (count: number) => `${count} ${count === 1 ? 'host' : 'hosts'}`,
  },
  diff: {
    pick: 'Pick a snapshot to compare with',
    pickHint: 'The map then shows what was added, removed and changed since that snapshot.',
    title: 'Differences',
    none: 'Nothing changed between the two.',
    exportCsv: 'Export CSV',
    status: {
      added: 'Added',
      removed: 'Removed',
      changed: 'Changed',
      unchanged: 'Unchanged',
    } satisfies Record<DiffStatus, string>,
  },
  panel: {
    type: 'Type',
    role: 'Role',
    site: 'Site',
    ip: 'Management IP',
    lastSeen: 'Last seen',
    neighbours: 'Neighbours',
    noNeighbours: 'No neighbours recorded',
    vlans: 'VLANs',
    noVlans: 'None',
    subnet: 'shared subnet',
    oneSided: 'one end only',
    openDetails: 'Open details',
    impactFromHere: 'Impact from here',
    showInInventory: 'Show in inventory',
    roles: { core: 'Core', distribution: 'Distribution', access: 'Access', edge: 'Edge', none: '—' },
  },
};
