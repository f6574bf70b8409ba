import { createLazyRoute } from '@tanstack/react-router';
import { NetworkDevicesPage } from '../../features/inventory/NetworkDevicesPage';

export const Route = createLazyRoute('/_app/inventory/network-devices')({
  component: NetworkDevicesPage,
});
