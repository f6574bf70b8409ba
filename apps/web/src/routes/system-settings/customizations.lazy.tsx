import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/system-settings/customizations')({
  component: () => <PlaceholderPage title="Customizations" />,
});
