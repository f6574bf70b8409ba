import type { Permission } from '../../shared/context/access';
import { usePermission } from '../../shared/context/use-access';

/**
 * Whether IPAM edit controls are enabled, and if not why. Spec §6 gives IPAM no subject of its own; IPAM
 * documents the same kind of network data as VLANs, so it follows that subject: admin and user edit in the live
 * state, readers and historical snapshots only read, never on the demo instance (docs/decisions/0007-ipam-pages.md).
 */
export function useIpamPermission(): Permission {
  return usePermission('update', 'vlans');
}
