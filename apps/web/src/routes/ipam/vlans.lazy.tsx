import { createLazyRoute } from '@tanstack/react-router';
import { IpamGate } from '../../features/ipam/IpamGate';
import { ipamMessages } from '../../features/ipam/messages';
import { VlansPage } from '../../features/ipam/VlansPage';

export const Route = createLazyRoute('/_app/ipam/vlans')({
  component: () => (
    <IpamGate title={ipamMessages.pages.vlans}>
      <VlansPage />
    </IpamGate>
  ),
});
