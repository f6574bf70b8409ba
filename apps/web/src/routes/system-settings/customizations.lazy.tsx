import { createLazyRoute } from '@tanstack/react-router';
import { CustomizationsPage } from '../../features/settings/CustomizationsPage';

export const Route = createLazyRoute('/_app/system-settings/customizations')({
  component: CustomizationsPage,
});
