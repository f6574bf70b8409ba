import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, safeReturnPath } from './session';

afterEach(() => localStorage.clear());

describe('safeReturnPath', () => {
  it('returns to an in-app path with its query', () => {
    expect(safeReturnPath('/inventory/hosts?network=2&snapshot=1')).toBe(
      '/inventory/hosts?network=2&snapshot=1',
    );
  });
  it('goes to the default page otherwise', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('https://elsewhere.example')).toBe('/');
    expect(safeReturnPath('//elsewhere.example')).toBe('/');
    expect(safeReturnPath('/login?from=/')).toBe('/');
  });
});

describe('endSession', () => {
  it('clears the token, the cached data and goes to the sign-in page', async () => {
    localStorage.setItem('access_token', 'x.y.z');
    const client = new QueryClient();
    client.setQueryData(['/api/system/users/me'], { id: '1' });
    const navigate = vi.fn();
    await endSession(client, { navigate }, { notifyServer: false });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(client.getQueryData(['/api/system/users/me'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith({ to: '/login' });
  });
});
