import { createLazyRoute } from '@tanstack/react-router';
import { DiffPage } from '../../features/ipam/DiffPage';
import { IpamGate } from '../../features/ipam/IpamGate';
import { ipamMessages } from '../../features/ipam/messages';

export const Route = createLazyRoute('/_app/ipam/diff')({
  component: () => (
    <IpamGate title={ipamMessages.pages.diff}>
      <DiffPage />
    </IpamGate>
  ),
});
