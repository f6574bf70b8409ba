import { createLazyRoute } from '@tanstack/react-router';
import { UsersPage } from '../../features/settings/UsersPage';

export const Route = createLazyRoute('/_app/system-settings/users')({
  component: UsersPage,
});
