import { createLazyRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

export const Route = createLazyRoute('/_app/system-settings/systemlog-and-audit')({
  component: () => <PlaceholderPage title="Systemlog & Audit" />,
});
