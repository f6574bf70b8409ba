import type { IpamIpStatus, IpamPrefixStatus, IpamVlanStatus } from '@lne/api-client';

/** Chip colours of server-side statuses, in line with spec §4 (active success, reserved default, deprecated error). */
export const STATUS_COLORS: Record<IpamPrefixStatus | IpamIpStatus | IpamVlanStatus, string> = {
  active: 'green',
  reserved: 'gray',
  deprecated: 'red',
  container: 'blue',
  dhcp: 'cyan',
  slaac: 'grape',
};
