import { ACCESS_TOKEN_KEY, AUTH_COOKIE_NAME, AUTH_COOKIE_PATH } from '../constants';

/** Reads the `exp` claim (unix seconds) of a JWT without verifying it; the server verifies. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The auth cookie of spec §4: path /, SameSite Lax, expiring with the token. */
export function authCookie(token: string): string {
  const exp = jwtExpiry(token);
  const expires = exp === undefined ? '' : `; expires=${new Date(exp * 1000).toUTCString()}`;
  return `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}; path=${AUTH_COOKIE_PATH}${expires}; SameSite=Lax`;
}

export function expiredAuthCookie(): string {
  return `${AUTH_COOKIE_NAME}=; path=${AUTH_COOKIE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

function readToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

/** Authenticated means an access token exists in local storage (spec §4). */
export function isAuthenticated(): boolean {
  return Boolean(readToken());
}

export function storeToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser; authCookie() builds the value.
  document.cookie = authCookie(token);
}

export function clearToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser.
  document.cookie = expiredAuthCookie();
}
