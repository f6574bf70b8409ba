import { NoAccessGroupDialog } from '@lne/ui';
import { useNetworks } from '../../shared/context/api';

/** Blocks a user who has no networks (no access group) until they log out (spec §4). */
export function NoAccessGroup({ onLogout }: { onLogout: () => void }) {
  const networks = useNetworks().data;
  return <NoAccessGroupDialog opened={networks !== undefined && networks.length === 0} onLogout={onLogout} />;
}
