import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/inventory/network-devices')({
  component: () => <PlaceholderPage title="Net Devices" />,
});
