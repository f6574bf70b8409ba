import { createLazyRoute, useParams } from '@tanstack/react-router';
import { IpamGate } from '../../../features/ipam/IpamGate';
import { ipamMessages } from '../../../features/ipam/messages';
import { PrefixDetailPage } from '../../../features/ipam/PrefixDetailPage';

function PrefixDetailRoute() {
  const { prefixId } = useParams({ from: '/_app/ipam/prefix-detail/$prefixId' });
  return (
    <IpamGate title={ipamMessages.pages.prefixDetail}>
      <PrefixDetailPage key={prefixId} prefixId={prefixId} />
    </IpamGate>
  );
}

export const Route = createLazyRoute('/_app/ipam/prefix-detail/$prefixId')({ component: PrefixDetailRoute });
