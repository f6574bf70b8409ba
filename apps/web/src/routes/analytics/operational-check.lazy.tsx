import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/analytics/operational-check')({
  component: () => <PlaceholderPage title="Operational Checks" />,
});
