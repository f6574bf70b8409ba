import { createLazyRoute } from '@tanstack/react-router';
import { HostsPage } from '../../features/inventory/HostsPage';

export const Route = createLazyRoute('/_app/inventory/hosts')({
  component: HostsPage,
});
