import { createLazyRoute } from '@tanstack/react-router';
import { BackupPage } from '../../features/settings/BackupPage';

export const Route = createLazyRoute('/_app/system-settings/export-and-backup')({
  component: BackupPage,
});
