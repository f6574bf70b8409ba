import { createLazyRoute } from '@tanstack/react-router';
import { InterfaceChecksPage } from '../../../../features/assessment/InterfaceChecksPage';

export const Route = createLazyRoute('/_app/analytics/assessment/interfaces-checks/half-duplex')({
  component: () => <InterfaceChecksPage segment="half-duplex" />,
});
