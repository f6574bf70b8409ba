import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../src/auth/jwt';
import { login, startTestApp, type TestApp } from './helpers';

describe('identity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    // Every answer matched the contract.
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('logs in with form fields and answers a bearer JWT with exp', async () => {
    const response = await login(t.app, 'admin', 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { access_token: string; token_type: string };
    expect(body.token_type).toBe('bearer');
    const payload = JSON.parse(
      Buffer.from(body.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as {
      sub: string;
      exp: number;
    };
    expect(payload.sub).toBe('1');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 3600);
  });

  it('refuses wrong credentials with LOGIN_BAD_CREDENTIALS', async () => {
    for (const [username, password] of [
      ['admin', 'wrong'],
      ['nobody', 'admin'],
    ] as const) {
      const response = await login(t.app, username, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
    }
  });

  it('answers 422 for a login without password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/auth/jwt/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ type: 'missing', loc: ['body', 'password'], msg: 'Field required' }],
    });
  });

  it('answers 401 for a missing, forged or expired token', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('fastapi-users:auth')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret'));
    for (const headers of [{}, { authorization: `Bearer ${forged}` }, { authorization: 'Bearer garbage' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/system/users/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Missing token or inactive user.' });
    }
    const expired = await signToken(1, t.app.ctx.secret, -5);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/users/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('checks the token before the request, as FastAPI resolves auth first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/system/users/not-a-number' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Missing token or inactive user.' });
  });

  it('accepts the token from the fastapiusersauth cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/users/me',
      headers: { cookie: `fastapiusersauth=${t.tokens.user}` },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { username: string } }).data.username).toBe('user');
  });

  it('logs out with 204 and clears the cookie', async () => {
    const response = await t.as('user', { method: 'POST', url: '/api/system/auth/jwt/logout' });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toContain('fastapiusersauth=;');
  });

  it('refuses a request whose version header differs', async () => {
    const response = await t.as('admin', {
      method: 'GET',
      url: '/api/system/users/me',
      headers: { 'x-nwos-version': '0.0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Unexpected version', detail: 'Unexpected version' });
    const same = await t.as('admin', {
      method: 'GET',
      url: '/api/system/users/me',
      headers: { 'x-nwos-version': '0.1.0' },
    });
    expect(same.statusCode).toBe(200);
  });
});
