import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/')({
  component: () => (
    <PlaceholderPage title="Netmap" note="Placeholder: the network map is added by later work." />
  ),
});
