import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/ipam/prefix-detail/$prefixId')({
  component: () => <PlaceholderPage title="Prefix Detail" />,
});
