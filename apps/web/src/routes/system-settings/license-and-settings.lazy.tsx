import { createLazyRoute } from '@tanstack/react-router';
import { LicenseSettingsPage } from '../../features/settings/LicenseSettingsPage';

export const Route = createLazyRoute('/_app/system-settings/license-and-settings')({
  component: LicenseSettingsPage,
});
