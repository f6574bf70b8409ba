import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  retainSearchParams,
  stripSearchParams,
} from '@tanstack/react-router';
import { isAuthenticated } from './features/auth/token';
import { deviceExists, findDeviceIdBySerial } from './features/inventory/api';
import {
  CONFIG_DIFFS_DEFAULTS,
  configDiffsSearchSchema,
  DEVICE_DETAILS_DEFAULTS,
  deviceDetailsSearchSchema,
  deviceListSearchSchema,
  GLOBAL_SEARCH_KEYS,
  type GlobalSearch,
  globalSearchSchema,
  loginSearchSchema,
  netmapSearchSchema,
} from './features/navigation/search';
import { NotFoundPage } from './features/pages/NotFoundPage';
import { PageLoadError } from './features/pages/PageLoadError';
import { LoginLayout } from './features/shell/LoginLayout';
import { Root } from './features/shell/Root';

/**
 * The route tree of spec §2 (code-based, docs/decisions/0005). Search validation, guards and redirects stay
 * here in the main chunk; every page component is a lazy chunk under `src/routes/`.
 */

const rootRoute = createRootRoute({
  validateSearch: globalSearchSchema,
  search: { middlewares: [retainSearchParams([...GLOBAL_SEARCH_KEYS])] },
  component: Root,
  errorComponent: PageLoadError,
  notFoundComponent: NotFoundPage,
});

/** Keeps the global parameters on a redirect, whatever the middleware sees at that moment. */
const keep = (search: GlobalSearch) => ({ network: search.network, snapshot: search.snapshot });

/** Pages outside the session, framed by the sign-in layout with the version footer. */
const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_public',
  component: LoginLayout,
});

const loginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'login',
  validateSearch: loginSearchSchema,
}).lazy(() => import('./routes/login.lazy').then((m) => m.Route));

const logoutRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'logout',
}).lazy(() => import('./routes/logout.lazy').then((m) => m.Route));

/** Everything behind sign-in, under the top bar. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_app',
  beforeLoad: ({ location }) => {
    if (!isAuthenticated()) {
      throw redirect({ to: '/login', search: { from: `${location.pathname}${location.searchStr}` } });
    }
  },
  // The signed-in frame (menus, dialogs, help) is its own chunk, so the sign-in page loads less.
  component: lazyRouteComponent(() => import('./features/shell/AppLayout'), 'AppLayout'),
  errorComponent: PageLoadError,
});

const netmapRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  validateSearch: netmapSearchSchema,
}).lazy(() => import('./routes/netmap.lazy').then((m) => m.Route));

const notFoundRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$',
}).lazy(() => import('./routes/not-found.lazy').then((m) => m.Route));

// Inventory
const inventoryRoute = createRoute({ getParentRoute: () => appRoute, path: 'inventory' });
const inventoryIndexRoute = createRoute({
  getParentRoute: () => inventoryRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/inventory/network-devices', search: { ...keep(search), view: 'Devices' } });
  },
});
const networkDevicesRoute = createRoute({
  getParentRoute: () => inventoryRoute,
  path: 'network-devices',
  validateSearch: deviceListSearchSchema,
}).lazy(() => import('./routes/inventory/network-devices.lazy').then((m) => m.Route));
const deviceRoute = createRoute({
  getParentRoute: () => inventoryRoute,
  path: 'device/$serial',
  validateSearch: deviceDetailsSearchSchema,
  search: { middlewares: [stripSearchParams(DEVICE_DETAILS_DEFAULTS)] },
}).lazy(() => import('./routes/inventory/device/serial.lazy').then((m) => m.Route));
const deviceBySerialRoute = createRoute({
  getParentRoute: () => inventoryRoute,
  path: 'device-serial/$serial',
  loaderDeps: ({ search }) => keep(search),
  loader: async ({ params, deps }) => {
    const id = await findDeviceIdBySerial(params.serial, deps);
    if (id === undefined) throw redirect({ to: '/$', params: { _splat: '404' }, search: deps });
    throw redirect({ to: '/inventory/device/$serial', params: { serial: id }, search: deps });
  },
});
const deviceByUlidRoute = createRoute({
  getParentRoute: () => inventoryRoute,
  path: 'device-ulid/$ulid',
  loaderDeps: ({ search }) => keep(search),
  loader: async ({ params, deps }) => {
    if (!(await deviceExists(params.ulid, deps))) {
      throw redirect({ to: '/$', params: { _splat: '404' }, search: deps });
    }
    throw redirect({ to: '/inventory/device/$serial', params: { serial: params.ulid }, search: deps });
  },
});
const hostsRoute = createRoute({ getParentRoute: () => inventoryRoute, path: 'hosts' }).lazy(() =>
  import('./routes/inventory/hosts.lazy').then((m) => m.Route),
);
const hostRoute = createRoute({ getParentRoute: () => inventoryRoute, path: 'host/$ulid' }).lazy(() =>
  import('./routes/inventory/host/ulid.lazy').then((m) => m.Route),
);

// Segmentation
const segmentationRoute = createRoute({ getParentRoute: () => appRoute, path: 'segmentation' });
const segmentationIndexRoute = createRoute({
  getParentRoute: () => segmentationRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/segmentation/vlans', search: keep(search) });
  },
});
const vlansRoute = createRoute({ getParentRoute: () => segmentationRoute, path: 'vlans' }).lazy(() =>
  import('./routes/segmentation/vlans.lazy').then((m) => m.Route),
);
const zonesRoute = createRoute({ getParentRoute: () => segmentationRoute, path: 'zones' }).lazy(() =>
  import('./routes/segmentation/zones.lazy').then((m) => m.Route),
);

// Data collector
const dataCollectorRoute = createRoute({ getParentRoute: () => appRoute, path: 'data-collector' });
const dataCollectorIndexRoute = createRoute({
  getParentRoute: () => dataCollectorRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/data-collector/devices', search: keep(search) });
  },
});
const collectorDevicesRoute = createRoute({ getParentRoute: () => dataCollectorRoute, path: 'devices' }).lazy(
  () => import('./routes/data-collector/devices.lazy').then((m) => m.Route),
);
const collectorCredentialsRoute = createRoute({
  getParentRoute: () => dataCollectorRoute,
  path: 'credentials',
}).lazy(() => import('./routes/data-collector/credentials.lazy').then((m) => m.Route));
const collectorNeighborsRoute = createRoute({
  getParentRoute: () => dataCollectorRoute,
  path: 'neighbors',
}).lazy(() => import('./routes/data-collector/neighbors.lazy').then((m) => m.Route));

// System settings
const settingsRoute = createRoute({ getParentRoute: () => appRoute, path: 'system-settings' });
const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/system-settings/license-and-settings', search: keep(search) });
  },
});
const licenseSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'license-and-settings',
}).lazy(() => import('./routes/system-settings/license-and-settings.lazy').then((m) => m.Route));
const networksRoute = createRoute({ getParentRoute: () => settingsRoute, path: 'networks' }).lazy(() =>
  import('./routes/system-settings/networks.lazy').then((m) => m.Route),
);
const usersRoute = createRoute({ getParentRoute: () => settingsRoute, path: 'users' }).lazy(() =>
  import('./routes/system-settings/users.lazy').then((m) => m.Route),
);
const groupRoute = createRoute({ getParentRoute: () => settingsRoute, path: 'users/groups/$groupId' }).lazy(
  () => import('./routes/system-settings/users/groups/groupId.lazy').then((m) => m.Route),
);
const backupRoute = createRoute({ getParentRoute: () => settingsRoute, path: 'export-and-backup' }).lazy(() =>
  import('./routes/system-settings/export-and-backup.lazy').then((m) => m.Route),
);
const systemlogRoute = createRoute({ getParentRoute: () => settingsRoute, path: 'systemlog-and-audit' }).lazy(
  () => import('./routes/system-settings/systemlog-and-audit.lazy').then((m) => m.Route),
);
const customizationsRoute = createRoute({ getParentRoute: () => settingsRoute, path: 'customizations' }).lazy(
  () => import('./routes/system-settings/customizations.lazy').then((m) => m.Route),
);

// History
const historyRoute = createRoute({ getParentRoute: () => appRoute, path: 'history' });
const historyIndexRoute = createRoute({
  getParentRoute: () => historyRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/history/configdiffs', search: keep(search) });
  },
});
const configDiffsRoute = createRoute({
  getParentRoute: () => historyRoute,
  path: 'configdiffs',
  validateSearch: configDiffsSearchSchema,
  search: { middlewares: [stripSearchParams(CONFIG_DIFFS_DEFAULTS)] },
}).lazy(() => import('./routes/history/configdiffs.lazy').then((m) => m.Route));
const snapshotsRoute = createRoute({ getParentRoute: () => historyRoute, path: 'snapshots' }).lazy(() =>
  import('./routes/history/snapshots.lazy').then((m) => m.Route),
);

// Analytics
const analyticsRoute = createRoute({ getParentRoute: () => appRoute, path: 'analytics' });
const analyticsIndexRoute = createRoute({
  getParentRoute: () => analyticsRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/analytics/assessment', search: keep(search) });
  },
});
const assessmentRoute = createRoute({ getParentRoute: () => analyticsRoute, path: 'assessment' });
const assessmentIndexRoute = createRoute({ getParentRoute: () => assessmentRoute, path: '/' }).lazy(() =>
  import('./routes/analytics/assessment/index.lazy').then((m) => m.Route),
);
const interfacesChecksRoute = createRoute({
  getParentRoute: () => assessmentRoute,
  path: 'interfaces-checks',
});
const interfacesChecksIndexRoute = createRoute({
  getParentRoute: () => interfacesChecksRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/analytics/assessment/interfaces-checks/half-duplex', search: keep(search) });
  },
});
const halfDuplexRoute = createRoute({
  getParentRoute: () => interfacesChecksRoute,
  path: 'half-duplex',
}).lazy(() =>
  import('./routes/analytics/assessment/interfaces-checks/half-duplex.lazy').then((m) => m.Route),
);
const errDisabledRoute = createRoute({
  getParentRoute: () => interfacesChecksRoute,
  path: 'err-disabled',
}).lazy(() =>
  import('./routes/analytics/assessment/interfaces-checks/err-disabled.lazy').then((m) => m.Route),
);
const macRoute = createRoute({ getParentRoute: () => interfacesChecksRoute, path: 'mac' }).lazy(() =>
  import('./routes/analytics/assessment/interfaces-checks/mac.lazy').then((m) => m.Route),
);
const metricsRoute = createRoute({ getParentRoute: () => analyticsRoute, path: 'metrics' }).lazy(() =>
  import('./routes/analytics/metrics.lazy').then((m) => m.Route),
);
const configurationCheckRoute = createRoute({
  getParentRoute: () => analyticsRoute,
  path: 'configuration-check',
}).lazy(() => import('./routes/analytics/configuration-check.lazy').then((m) => m.Route));
const operationalCheckRoute = createRoute({
  getParentRoute: () => analyticsRoute,
  path: 'operational-check',
}).lazy(() => import('./routes/analytics/operational-check.lazy').then((m) => m.Route));

// IPAM
const ipamRoute = createRoute({ getParentRoute: () => appRoute, path: 'ipam' });
const ipamIndexRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/ipam/ipam-dashboard', search: keep(search) });
  },
});
const ipamDashboardRoute = createRoute({ getParentRoute: () => ipamRoute, path: 'ipam-dashboard' }).lazy(() =>
  import('./routes/ipam/ipam-dashboard.lazy').then((m) => m.Route),
);
const ipAddressesRoute = createRoute({ getParentRoute: () => ipamRoute, path: 'ipaddresses' }).lazy(() =>
  import('./routes/ipam/ipaddresses.lazy').then((m) => m.Route),
);
const locationsRoute = createRoute({ getParentRoute: () => ipamRoute, path: 'locations' }).lazy(() =>
  import('./routes/ipam/locations.lazy').then((m) => m.Route),
);
const prefixesRoute = createRoute({ getParentRoute: () => ipamRoute, path: 'prefixes' }).lazy(() =>
  import('./routes/ipam/prefixes.lazy').then((m) => m.Route),
);
const prefixDetailRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'prefix-detail/$prefixId',
}).lazy(() => import('./routes/ipam/prefix-detail/prefixId.lazy').then((m) => m.Route));
const ipamVlansRoute = createRoute({ getParentRoute: () => ipamRoute, path: 'vlans' }).lazy(() =>
  import('./routes/ipam/vlans.lazy').then((m) => m.Route),
);
const vrfsRoute = createRoute({ getParentRoute: () => ipamRoute, path: 'vrfs' }).lazy(() =>
  import('./routes/ipam/vrfs.lazy').then((m) => m.Route),
);
const ipamDiffRoute = createRoute({ getParentRoute: () => ipamRoute, path: 'diff' }).lazy(() =>
  import('./routes/ipam/diff.lazy').then((m) => m.Route),
);

export const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([loginRoute, logoutRoute]),
  appRoute.addChildren([
    netmapRoute,
    inventoryRoute.addChildren([
      inventoryIndexRoute,
      networkDevicesRoute,
      deviceRoute,
      deviceBySerialRoute,
      deviceByUlidRoute,
      hostsRoute,
      hostRoute,
    ]),
    segmentationRoute.addChildren([segmentationIndexRoute, vlansRoute, zonesRoute]),
    dataCollectorRoute.addChildren([
      dataCollectorIndexRoute,
      collectorDevicesRoute,
      collectorCredentialsRoute,
      collectorNeighborsRoute,
    ]),
    settingsRoute.addChildren([
      settingsIndexRoute,
      licenseSettingsRoute,
      networksRoute,
      usersRoute,
      groupRoute,
      backupRoute,
      systemlogRoute,
      customizationsRoute,
    ]),
    historyRoute.addChildren([historyIndexRoute, configDiffsRoute, snapshotsRoute]),
    analyticsRoute.addChildren([
      analyticsIndexRoute,
      assessmentRoute.addChildren([
        assessmentIndexRoute,
        interfacesChecksRoute.addChildren([
          interfacesChecksIndexRoute,
          halfDuplexRoute,
          errDisabledRoute,
          macRoute,
        ]),
      ]),
      metricsRoute,
      configurationCheckRoute,
      operationalCheckRoute,
    ]),
    ipamRoute.addChildren([
      ipamIndexRoute,
      ipamDashboardRoute,
      ipAddressesRoute,
      locationsRoute,
      prefixesRoute,
      prefixDetailRoute,
      ipamVlansRoute,
      vrfsRoute,
      ipamDiffRoute,
    ]),
    notFoundRoute,
  ]),
]);

export function createAppRouter() {
  return createRouter({
    routeTree,
    basepath: '/network',
    defaultErrorComponent: PageLoadError,
    defaultNotFoundComponent: NotFoundPage,
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: TanStack Router registers through declaration merging.
  interface Register {
    router: typeof router;
  }
}
