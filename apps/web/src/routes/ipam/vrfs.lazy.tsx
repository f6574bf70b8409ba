import { createLazyRoute } from '@tanstack/react-router';
import { IpamGate } from '../../features/ipam/IpamGate';
import { ipamMessages } from '../../features/ipam/messages';
import { VrfsPage } from '../../features/ipam/VrfsPage';

export const Route = createLazyRoute('/_app/ipam/vrfs')({
  component: () => (
    <IpamGate title={ipamMessages.pages.vrfs}>
      <VrfsPage />
    </IpamGate>
  ),
});
