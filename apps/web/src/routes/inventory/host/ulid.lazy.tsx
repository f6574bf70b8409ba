import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/inventory/host/$ulid')({
  component: () => <PlaceholderPage title="Host Details" />,
});
