import { createLazyRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';

export const Route = createLazyRoute('/_public/login')({
  component: LoginPage,
});
