import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/ipam/vrfs')({
  component: () => <PlaceholderPage title="VRFs" />,
});
