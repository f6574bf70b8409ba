import { createLazyRoute } from '@tanstack/react-router';
import { DeviceDetailsPage } from '../../../features/inventory/DeviceDetailsPage';

export const Route = createLazyRoute('/_app/inventory/device/$serial')({
  component: DeviceDetailsPage,
});
