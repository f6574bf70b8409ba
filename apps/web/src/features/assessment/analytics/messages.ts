/** Exact texts of the analytics charts. */
export const analyticsMessages = {
  dashboardTitle: 'Network analytics',
  deviceStatus: 'Devices by status',
  deviceVendors: 'Devices by vendor',
  vlanUsage: 'Ports per VLAN',
  vlanHosts: 'Hosts per VLAN',
  hostVendors: 'Hosts by vendor',
  noData: 'No data',
  loadError: 'Could not be loaded',
  other: 'Other',
  devices: 'Devices',
  ports: 'Ports',
  hosts: 'Hosts',
} as const;
