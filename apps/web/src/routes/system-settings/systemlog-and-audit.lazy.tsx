import { createLazyRoute } from '@tanstack/react-router';
import { SystemlogPage } from '../../features/settings/SystemlogPage';

export const Route = createLazyRoute('/_app/system-settings/systemlog-and-audit')({
  component: SystemlogPage,
});
