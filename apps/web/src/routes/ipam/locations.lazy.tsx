import { createLazyRoute } from '@tanstack/react-router';
import { IpamGate } from '../../features/ipam/IpamGate';
import { LocationsPage } from '../../features/ipam/LocationsPage';
import { ipamMessages } from '../../features/ipam/messages';

export const Route = createLazyRoute('/_app/ipam/locations')({
  component: () => (
    <IpamGate title={ipamMessages.pages.locations}>
      <LocationsPage />
    </IpamGate>
  ),
});
