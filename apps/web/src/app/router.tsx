import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  retainSearchParams,
  stripSearchParams,
} from '@tanstack/react-router';
import { deviceExists, findDeviceIdBySerial } from '../features/inventory/api';
import {
  assessmentReportSearchSchema,
  CONFIG_DIFFS_DEFAULTS,
  collectionRunSearchSchema,
  configDiffsSearchSchema,
  DEVICE_DETAILS_DEFAULTS,
  deviceDetailsSearchSchema,
  deviceListSearchSchema,
  GLOBAL_SEARCH_KEYS,
  type GlobalSearch,
  globalSearchSchema,
  loginSearchSchema,
  netmapSearchSchema,
} from '../shared/navigation/search';
import { isAuthenticated } from '../shared/session/token';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageLoadError } from './pages/PageLoadError';
import { BootShell } from './shell/BootShell';
import { LoginLayout } from './shell/LoginLayout';
import { Root } from './shell/Root';

/**
 * The route tree of spec §2 (code-based, docs/decisions/0016). Search validation, guards, redirects and loaders
 * stay here in the main chunk; every page is a lazy chunk of its feature (`lazyRouteComponent`), and loaders
 * start the page's first reads while that chunk loads.
 */

type RouterContext = { queryClient: QueryClient };

/**
 * Loaders start the reads of the page being opened without waiting for them (see `inBackground`). The option
 * factories they use live beside each feature and load on demand, so the sign-in page does not carry them.
 */
function inBackgroundImport<T>(module: Promise<T>, start: (loaded: T) => void): void {
  void module.then(start).catch(() => undefined);
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
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
  component: lazyRouteComponent(() => import('../features/auth/LoginPage'), 'LoginPage'),
});

const logoutRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'logout',
  component: lazyRouteComponent(() => import('./pages/PlaceholderPage'), 'LogoutPage'),
});

/** Everything behind sign-in, under the top bar. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_app',
  beforeLoad: ({ location }) => {
    if (!isAuthenticated()) {
      throw redirect({ to: '/login', search: { from: `${location.pathname}${location.searchStr}` } });
    }
  },
  loaderDeps: ({ search }) => ({ network: search.network }),
  loader: ({ context, deps }) =>
    inBackgroundImport(import('../shared/context/queries'), (queries) =>
      queries.prefetchSession(context.queryClient, deps.network),
    ),
  // The signed-in frame (menus, dialogs, help) is its own chunk, so the sign-in page loads less; while it loads,
  // the app shell that index.html painted stays.
  component: lazyRouteComponent(() => import('./shell/AppLayout'), 'AppLayout'),
  pendingComponent: BootShell,
  errorComponent: PageLoadError,
});

const netmapRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  validateSearch: netmapSearchSchema,
  loaderDeps: ({ search }) => ({ ...keep(search), dataType: search.dataType }),
  // The base graph is the largest read of the product: it starts with the map's code, not after it.
  loader: ({ context, deps }) =>
    inBackgroundImport(import('../features/netmap/queries'), (queries) =>
      queries.prefetchBaseGraph(context.queryClient, deps),
    ),
  component: lazyRouteComponent(() => import('../features/netmap/NetmapPage'), 'NetmapPage'),
});

const notFoundRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$',
  component: NotFoundPage,
});

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
  component: lazyRouteComponent(
    () => import('../features/inventory/NetworkDevicesPage'),
    'NetworkDevicesPage',
  ),
});
const deviceRoute = createRoute({
  getParentRoute: () => inventoryRoute,
  path: 'device/$serial',
  validateSearch: deviceDetailsSearchSchema,
  search: { middlewares: [stripSearchParams(DEVICE_DETAILS_DEFAULTS)] },
  loaderDeps: ({ search }) => keep(search),
  loader: ({ context, params, deps }) =>
    inBackgroundImport(import('../features/inventory/queries'), (queries) =>
      queries.prefetchDevice(context.queryClient, params.serial, deps),
    ),
  component: lazyRouteComponent(() => import('../features/inventory/DeviceDetailsPage'), 'DeviceDetailsPage'),
});
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
const hostsRoute = createRoute({
  getParentRoute: () => inventoryRoute,
  path: 'hosts',
  component: lazyRouteComponent(() => import('../features/inventory/HostsPage'), 'HostsPage'),
});
const hostRoute = createRoute({
  getParentRoute: () => inventoryRoute,
  path: 'host/$ulid',
  loaderDeps: ({ search }) => keep(search),
  loader: ({ context, params, deps }) =>
    inBackgroundImport(import('../features/inventory/queries'), (queries) =>
      queries.prefetchHost(context.queryClient, params.ulid, deps),
    ),
  component: lazyRouteComponent(() => import('../features/inventory/HostDetailsPage'), 'HostDetailsPage'),
});

// Segmentation
const segmentationRoute = createRoute({ getParentRoute: () => appRoute, path: 'segmentation' });
const segmentationIndexRoute = createRoute({
  getParentRoute: () => segmentationRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/segmentation/vlans', search: keep(search) });
  },
});
const vlansRoute = createRoute({
  getParentRoute: () => segmentationRoute,
  path: 'vlans',
  component: lazyRouteComponent(() => import('../features/segmentation/VlansPage'), 'VlansPage'),
});
const zonesRoute = createRoute({
  getParentRoute: () => segmentationRoute,
  path: 'zones',
  component: lazyRouteComponent(() => import('../features/segmentation/ZonesPage'), 'ZonesPage'),
});

// Data collector
const dataCollectorRoute = createRoute({ getParentRoute: () => appRoute, path: 'data-collector' });
const dataCollectorIndexRoute = createRoute({
  getParentRoute: () => dataCollectorRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/data-collector/devices', search: keep(search) });
  },
});
const collectorDevicesRoute = createRoute({
  getParentRoute: () => dataCollectorRoute,
  path: 'devices',
  component: lazyRouteComponent(() => import('../features/collector/LoginDevicesPage'), 'LoginDevicesPage'),
});
const collectorCredentialsRoute = createRoute({
  getParentRoute: () => dataCollectorRoute,
  path: 'credentials',
  component: lazyRouteComponent(() => import('../features/collector/CredentialsPage'), 'CredentialsPage'),
});
const collectorRunRoute = createRoute({
  getParentRoute: () => dataCollectorRoute,
  path: 'runs/$runId',
  validateSearch: collectionRunSearchSchema,
  component: lazyRouteComponent(() => import('../features/collector/RunReportPage'), 'RunReportPage'),
});
const collectorNeighborsRoute = createRoute({
  getParentRoute: () => dataCollectorRoute,
  path: 'neighbors',
  component: lazyRouteComponent(() => import('./pages/PlaceholderPage'), 'NeighborsPage'),
});

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
  component: lazyRouteComponent(
    () => import('../features/settings/LicenseSettingsPage'),
    'LicenseSettingsPage',
  ),
});
const networksRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'networks',
  component: lazyRouteComponent(() => import('../features/settings/NetworksPage'), 'NetworksPage'),
});
const usersRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'users',
  component: lazyRouteComponent(() => import('../features/settings/UsersPage'), 'UsersPage'),
});
const groupRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'users/groups/$groupId',
  component: lazyRouteComponent(() => import('../features/settings/GroupPage'), 'GroupRoutePage'),
});
const backupRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'export-and-backup',
  component: lazyRouteComponent(() => import('../features/settings/BackupPage'), 'BackupPage'),
});
const systemlogRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'systemlog-and-audit',
  component: lazyRouteComponent(() => import('../features/settings/SystemlogPage'), 'SystemlogPage'),
});
const customizationsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'customizations',
  component: lazyRouteComponent(
    () => import('../features/settings/customizations/CustomizationsPage'),
    'CustomizationsPage',
  ),
});

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
  component: lazyRouteComponent(() => import('../features/configs/ConfigDiffsPage'), 'ConfigDiffsPage'),
});
const snapshotsRoute = createRoute({
  getParentRoute: () => historyRoute,
  path: 'snapshots',
  component: lazyRouteComponent(() => import('../features/snapshots/SnapshotsPage'), 'SnapshotsPage'),
});

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
const assessmentIndexRoute = createRoute({
  getParentRoute: () => assessmentRoute,
  path: '/',
  component: lazyRouteComponent(
    () => import('../features/assessment/AssessmentIndexPage'),
    'AssessmentIndexPage',
  ),
});
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
const interfaceChecks = (name: 'HalfDuplexChecksPage' | 'ErrDisabledChecksPage' | 'MacChecksPage') =>
  lazyRouteComponent(() => import('../features/assessment/InterfaceChecksPage'), name);
const halfDuplexRoute = createRoute({
  getParentRoute: () => interfacesChecksRoute,
  path: 'half-duplex',
  component: interfaceChecks('HalfDuplexChecksPage'),
});
const errDisabledRoute = createRoute({
  getParentRoute: () => interfacesChecksRoute,
  path: 'err-disabled',
  component: interfaceChecks('ErrDisabledChecksPage'),
});
const macRoute = createRoute({
  getParentRoute: () => interfacesChecksRoute,
  path: 'mac',
  component: interfaceChecks('MacChecksPage'),
});
const metricsRoute = createRoute({
  getParentRoute: () => analyticsRoute,
  path: 'metrics',
  component: lazyRouteComponent(() => import('./pages/PlaceholderPage'), 'MetricsPage'),
});
const configurationCheckRoute = createRoute({
  getParentRoute: () => analyticsRoute,
  path: 'configuration-check',
  validateSearch: assessmentReportSearchSchema,
  component: lazyRouteComponent(() => import('../features/assessment/ReportPage'), 'ReportPage'),
});
const operationalCheckRoute = createRoute({
  getParentRoute: () => analyticsRoute,
  path: 'operational-check',
  component: lazyRouteComponent(
    () => import('../features/assessment/OperationalChecksPage'),
    'OperationalChecksPage',
  ),
});

// IPAM: one licence gate for the section (features/ipam/IpamLayout), every page its own chunk.
const ipamRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'ipam',
  component: lazyRouteComponent(() => import('../features/ipam/IpamLayout'), 'IpamLayout'),
});
const ipamIndexRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/ipam/ipam-dashboard', search: keep(search) });
  },
});
const ipamDashboardRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'ipam-dashboard',
  component: lazyRouteComponent(() => import('../features/ipam/dashboard/DashboardPage'), 'DashboardPage'),
});
const ipAddressesRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'ipaddresses',
  component: lazyRouteComponent(() => import('../features/ipam/IpAddressesPage'), 'IpAddressesPage'),
});
const locationsRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'locations',
  component: lazyRouteComponent(() => import('../features/ipam/LocationsPage'), 'LocationsPage'),
});
const prefixesRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'prefixes',
  component: lazyRouteComponent(() => import('../features/ipam/PrefixesPage'), 'PrefixesPage'),
});
const prefixDetailRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'prefix-detail/$prefixId',
  component: lazyRouteComponent(() => import('../features/ipam/PrefixDetailPage'), 'PrefixDetailRoutePage'),
});
const ipamVlansRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'vlans',
  component: lazyRouteComponent(() => import('../features/ipam/VlansPage'), 'VlansPage'),
});
const vrfsRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'vrfs',
  component: lazyRouteComponent(() => import('../features/ipam/VrfsPage'), 'VrfsPage'),
});
const ipamDiffRoute = createRoute({
  getParentRoute: () => ipamRoute,
  path: 'diff',
  component: lazyRouteComponent(() => import('../features/ipam/DiffPage'), 'DiffPage'),
});

// The IPAM dashboard's links as spec §2 words them land on the matching IPAM pages, or say what this
// edition does not have.
const prefixesLinkRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'prefixes',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/ipam/prefixes', search: keep(search) });
  },
});
const groupsLinkRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'groups',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/ipam/locations', search: keep(search) });
  },
});
const ipRequestsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'ip-requests',
  component: lazyRouteComponent(() => import('../features/ipam/NotInEditionPage'), 'NotInEditionPage'),
});

const routeTree = rootRoute.addChildren([
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
      collectorRunRoute,
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
    prefixesLinkRoute,
    groupsLinkRoute,
    ipRequestsRoute,
    notFoundRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/network',
    context: { queryClient },
    // Hovering or focusing a link loads the page's chunk and starts its loader's reads.
    defaultPreload: 'intent',
    // Freshness is React Query's business (its cache never expires): the router always runs loaders, which
    // cost nothing when the data is cached.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: PageLoadError,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: TanStack Router registers through declaration merging.
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
