import { createLazyRoute } from '@tanstack/react-router';
import { HostDetailsPage } from '../../../features/inventory/HostDetailsPage';

export const Route = createLazyRoute('/_app/inventory/host/$ulid')({
  component: HostDetailsPage,
});
