/** Constants of the client rules (spec §4, §9): one place for every name the client and the app share. */

/** Version of this client (spec §9). */
export const CLIENT_VERSION = '0.1.0';

/** Local storage key of the bearer token stored by the login. */
export const ACCESS_TOKEN_KEY = 'access_token';

/** Local storage key of the server version the app was loaded against. */
export const VERSION_STORAGE_KEY = 'nwos_version';

/** Cookie that also carries the token after login (path /, SameSite Lax, expiry from the token's `exp`). */
export const AUTH_COOKIE_NAME = 'fastapiusersauth';

/** Request header carrying the stored version; the server answers 400 'Unexpected version' when it differs. */
export const VERSION_HEADER = 'x-nwos-version';
