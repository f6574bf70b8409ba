/** Business constants and limits of spec §9, in one place. */

export const DEFAULT_NETWORK_ID = 1;
/** Snapshot 1 is the live state. */
export const DEFAULT_SNAPSHOT_ID = 1;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_POSITION = 'top-right' as const;

export const HELP_MODAL_AUTO_OPEN_MS = 5000;
/** Session-storage flag that keeps the help modal from opening by itself twice in one browser session. */
export const HELP_MODAL_SHOWN_KEY = 'helpModalShown';
export const PRICE_REQUEST_SUCCESS_CLOSE_MS = 2000;

// Storage keys and the cookie name are shared with the API client, which reads the token and version.
export { ACCESS_TOKEN_KEY, AUTH_COOKIE_NAME, VERSION_STORAGE_KEY } from '@lne/api-client';
export const AUTH_COOKIE_PATH = '/';

/** Delay before the page reloads after the server reported a newer app version (spec §8). */
export const VERSION_RELOAD_DELAY_MS = 1000;

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
