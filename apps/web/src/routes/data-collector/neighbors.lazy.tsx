import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/data-collector/neighbors')({
  component: () => (
    <PlaceholderPage title="Neighbors" note="Placeholder: neighbor collection has no page content." />
  ),
});
