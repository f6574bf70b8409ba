import { createLazyRoute } from '@tanstack/react-router';
import { NetworksPage } from '../../features/settings/NetworksPage';

export const Route = createLazyRoute('/_app/system-settings/networks')({
  component: NetworksPage,
});
