import { afterEach, describe, expect, it } from 'vitest';
import { authCookie, clearToken, expiredAuthCookie, isAuthenticated, jwtExpiry, storeToken } from './token';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

afterEach(() => localStorage.clear());

describe('jwtExpiry', () => {
  it('reads the exp claim', () => {
    expect(jwtExpiry(jwt({ sub: '1', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('gives undefined for tokens without exp or malformed tokens', () => {
    expect(jwtExpiry(jwt({ sub: '1' }))).toBeUndefined();
    expect(jwtExpiry('not-a-token')).toBeUndefined();
    expect(jwtExpiry('a.%%%.c')).toBeUndefined();
  });
});

describe('authCookie', () => {
  it('is named fastapiusersauth, path /, SameSite Lax, expiring at exp', () => {
    const token = jwt({ exp: 1_900_000_000 });
    expect(authCookie(token)).toBe(
      `fastapiusersauth=${token}; path=/; expires=${new Date(1_900_000_000_000).toUTCString()}; SameSite=Lax`,
    );
  });

  it('expires in the past when cleared', () => {
    expect(expiredAuthCookie()).toContain('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});

describe('token storage', () => {
  it('stores the token under access_token and clears it', () => {
    const token = jwt({ exp: 4_000_000_000 });
    storeToken(token);
    expect(localStorage.getItem('access_token')).toBe(token);
    expect(isAuthenticated()).toBe(true);
    expect(document.cookie).toContain(`fastapiusersauth=${token}`);
    clearToken();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(isAuthenticated()).toBe(false);
    expect(document.cookie).not.toContain('fastapiusersauth=ey');
  });
});
