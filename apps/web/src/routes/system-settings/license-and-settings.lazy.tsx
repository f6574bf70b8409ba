import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/system-settings/license-and-settings')({
  component: () => <PlaceholderPage title="License & Settings" />,
});
