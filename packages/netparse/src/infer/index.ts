import type { NormalizedDevice } from '../model/types';
import { inferHosts, inferVlanSubnets } from './hosts';
import { DeviceIndex } from './identity';
import { inferL2Links, inferL3Links } from './links';
import { deviceRole } from './roles';
import type { NetworkInference, RoleDecision } from './types';

/**
 * What only the whole network shows, from its normalised devices: L2 links (CDP/LLDP), L3 links (shared
 * subnets, where no L2 link joins the pair), unknown neighbours, hosts on edge ports, VLAN subnets and
 * gateways, and what each device is.
 */
export function inferNetwork(devices: readonly NormalizedDevice[]): NetworkInference {
  const index = new DeviceIndex(devices);
  const roles: Record<string, RoleDecision> = {};
  for (const device of devices) roles[device.hostname] = deviceRole(device);
  const l2 = inferL2Links(index);
  const l3 = inferL3Links(index, l2.links);
  const hosts = inferHosts(index, l2.links, l2.unknownDevices, roles);
  return {
    links: [...l2.links, ...l3.links],
    unknownDevices: l2.unknownDevices,
    hosts: hosts.hosts,
    vlanSubnets: inferVlanSubnets(devices),
    roles,
    warnings: [...l2.warnings, ...l3.warnings, ...hosts.warnings],
  };
}

export { isFhrpMac, vlanOfInterface } from './hosts';
export { DeviceIndex, nameKey } from './identity';
export { deviceRole, neighbourRole } from './roles';
export type * from './types';
