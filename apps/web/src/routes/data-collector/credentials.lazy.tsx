import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/data-collector/credentials')({
  component: () => <PlaceholderPage title="Credentials" />,
});
