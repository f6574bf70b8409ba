import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/system-settings/export-and-backup')({
  component: () => <PlaceholderPage title="Backup & Restore" />,
});
