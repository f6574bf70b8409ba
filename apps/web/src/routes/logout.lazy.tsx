import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_public/logout')({
  component: () => (
    <PlaceholderPage title="Logout" note="Placeholder: signing out happens from the account menu." />
  ),
});
