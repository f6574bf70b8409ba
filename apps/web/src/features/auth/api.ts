import { apiFetch } from '@lne/api-client';

/**
 * Sign-in and sign-out calls of spec §7. Kept here until the contract's generated `login`/`logout` functions
 * exist; swapping them in touches only this file.
 */
export type LoginAnswer = { access_token: string; token_type: string };

export function login(username: string, password: string): Promise<LoginAnswer> {
  return apiFetch<LoginAnswer>({
    url: '/api/system/auth/jwt/login',
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: { username, password },
  });
}

export function logout(): Promise<unknown> {
  return apiFetch<unknown>({ url: '/api/system/auth/jwt/logout', method: 'POST' });
}
