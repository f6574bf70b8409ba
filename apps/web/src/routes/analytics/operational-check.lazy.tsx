import { createLazyRoute } from '@tanstack/react-router';
import { OperationalChecksPage } from '../../features/assessment/OperationalChecksPage';

export const Route = createLazyRoute('/_app/analytics/operational-check')({
  component: OperationalChecksPage,
});
