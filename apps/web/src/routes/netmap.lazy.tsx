import { createLazyRoute } from '@tanstack/react-router';
import { NetmapPage } from '../features/netmap/NetmapPage';

export const Route = createLazyRoute('/_app/')({
  component: NetmapPage,
});
