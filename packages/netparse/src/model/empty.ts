import type { ConfigFacts, NormalizedDevice, Platform } from './types';

/** Configuration facts with nothing read yet: parsers of every dialect start from this. */
export function emptyConfigFacts(file: string): ConfigFacts {
  return {
    file,
    tree: [],
    users: [],
    enableSecrets: [],
    aaa: { authentication: [], authorization: [], accounting: [], servers: [] },
    snmp: { communities: [], versions: [], users: [], trapHosts: [] },
    logging: { hosts: [] },
    ntp: { servers: [] },
    banners: [],
    lines: [],
    services: { sources: {} },
    managementAccess: [],
    acls: [],
    prefixLists: [],
    routeMaps: [],
    definitions: [],
    references: [],
    stp: { priorities: [] },
    routing: [],
    dnsServers: [],
  };
}

/** A device with no facts yet. */
export function emptyDevice(hostname: string, platform: Platform): NormalizedDevice {
  return {
    hostname,
    platform,
    system: {},
    interfaces: [],
    vlans: [],
    vrfs: [],
    neighbors: [],
    macTable: [],
    arp: [],
    routes: [],
    lags: [],
    inventory: [],
    files: [],
  };
}
