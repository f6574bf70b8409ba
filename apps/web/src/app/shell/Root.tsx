import { Outlet } from '@tanstack/react-router';
import { useRememberVersion } from './remember-version';

export function Root() {
  useRememberVersion();
  return <Outlet />;
}
