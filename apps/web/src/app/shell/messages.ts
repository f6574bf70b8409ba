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
} as const;

/** The API entry opens the Swagger UI of the contract in a new tab. */
export const API_DOCS_URL = '/docs';
