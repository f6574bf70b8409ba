/** Exact texts of the top bar, menus and footer (spec §2). */
export const shellMessages = {
  account: 'Account',
  dataCollector: 'Data Collector',
  systemSettings: 'System Settings',
  api: 'API',
  changePassword: 'Change Password',
  upgradePatch: 'Upgrade & Patch',
  logout: 'Logout',
  network: 'Network',
  snapshot: 'Snapshot',
  mainMenu: 'Main menu',
  sectionTabs: 'Section pages',
  snapshotBanner: (name: string, date: string) => `Viewing snapshot ${name} from ${date}: read-only`,
  backToLive: 'Back to live',
  demoBadge: 'Demo, read-only',
  colorScheme: 'Color scheme',
  skipToContent: 'Skip to main content',
  noNetworkFound: 'No network found',
  noSnapshotFound: 'No snapshot found',
  loading: 'Loading',
  loadingPage: 'Loading page',
  loadingApp: 'Loading Lightweight Network Explorer…',
} as const;

/** The colour-scheme choices of the account menu; `auto` follows the system. */
export const COLOR_SCHEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
] as const;

/** The API entry opens the Swagger UI of the contract in a new tab. */
export const API_DOCS_URL = '/docs';
