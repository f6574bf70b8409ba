import { createLazyRoute } from '@tanstack/react-router';
import { IpamGate } from '../../features/ipam/IpamGate';
import { ipamMessages } from '../../features/ipam/messages';
import { PrefixesPage } from '../../features/ipam/PrefixesPage';

export const Route = createLazyRoute('/_app/ipam/prefixes')({
  component: () => (
    <IpamGate title={ipamMessages.pages.prefixes}>
      <PrefixesPage />
    </IpamGate>
  ),
});
