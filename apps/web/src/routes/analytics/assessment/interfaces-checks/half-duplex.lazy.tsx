import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/analytics/assessment/interfaces-checks/half-duplex')({
  component: () => <PlaceholderPage title="Half Duplex" />,
});
