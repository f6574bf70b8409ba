import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { AppFooter } from './features/shell/AppFooter';

const rootRoute = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <AppFooter />
    </>
  ),
  errorComponent: () => <p>Some error occurred during page loading...</p>,
});

const netmapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
}).lazy(() => import('./routes/netmap.lazy').then((module) => module.Route));

const routeTree = rootRoute.addChildren([netmapRoute]);

export const router = createRouter({ routeTree, basepath: '/network' });

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: TanStack Router registers through declaration merging.
  interface Register {
    router: typeof router;
  }
}
