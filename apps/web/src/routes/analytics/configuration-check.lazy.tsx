import { createLazyRoute } from '@tanstack/react-router';
import { ReportPage } from '../../features/assessment/ReportPage';

export const Route = createLazyRoute('/_app/analytics/configuration-check')({
  component: ReportPage,
});
