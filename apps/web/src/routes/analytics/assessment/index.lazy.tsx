import { createLazyRoute } from '@tanstack/react-router';
import { AssessmentIndexPage } from '../../../features/assessment/AssessmentIndexPage';

export const Route = createLazyRoute('/_app/analytics/assessment/')({
  component: AssessmentIndexPage,
});
