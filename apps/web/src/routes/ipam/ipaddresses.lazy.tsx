import { createLazyRoute } from '@tanstack/react-router';
import { IpAddressesPage } from '../../features/ipam/IpAddressesPage';
import { IpamGate } from '../../features/ipam/IpamGate';
import { ipamMessages } from '../../features/ipam/messages';

export const Route = createLazyRoute('/_app/ipam/ipaddresses')({
  component: () => (
    <IpamGate title={ipamMessages.pages.ipAddresses}>
      <IpAddressesPage />
    </IpamGate>
  ),
});
