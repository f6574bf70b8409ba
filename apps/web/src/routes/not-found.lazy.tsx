import { createLazyRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/pages/NotFoundPage';

export const Route = createLazyRoute('/_app/$')({
  component: NotFoundPage,
});
