import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, tokenFor } from './helpers';

type Data<T> = { data: T };

/** The probe's small leaks, the last superuser, and CSRF through the cookie. */
describe('authentication and authorisation hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('refuses a token without exp, even one signed with the real key', async () => {
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setAudience('fastapi-users:auth')
      .setIssuedAt()
      .sign(t.app.ctx.secret);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/system/users/me',
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ detail: 'Missing token or inactive user.' });
  });

  it('keeps tokens sent in a query string out of the system log', async () => {
    await t.app.inject({
      method: 'GET',
      url: `/api/version?access_token=${t.tokens.admin}&token=plain-secret`,
    });
    const logs = await t.as('admin', { method: 'GET', url: '/api/logs?container_name=api&tail=200' });
    const lines = (logs.json() as Data<{ lines: string[] }>).data.lines.join('\n');
    expect(lines).toContain('/api/version?access_token=[redacted]&token=[redacted]');
    expect(lines).not.toContain(t.tokens.admin);
    expect(lines).not.toContain('plain-secret');
  });

  it('answers 403 before 422: a caller without the right learns nothing of the schema', async () => {
    const cases = [
      { method: 'POST', url: '/api/system/explorer_networks', payload: { name: 5, extra: true } },
      { method: 'POST', url: '/api/explorer/vlans?explorer_network_id=1', payload: { vlan_id: 'x' } },
      { method: 'PATCH', url: '/api/system/users/2', payload: { role: 'emperor' } },
      { method: 'POST', url: '/api/license', payload: { nokey: 1 } },
      { method: 'POST', url: '/api/explorer/netmap_view/layout/create', payload: { positions: 'x' } },
    ] as const;
    for (const call of cases) {
      const refused = await t.as('reader', call);
      expect(refused.statusCode, call.url).toBe(403);
      expect(refused.body, call.url).not.toMatch(/Field required|Input should|extra_forbidden|missing/);
      expect((await t.as('admin', call)).statusCode, call.url).toBe(422);
    }
    // Without a token: 401 first, as before.
    expect((await t.as(undefined, cases[0])).statusCode).toBe(401);
  });

  it('refuses a state change with the cookie alone, and accepts it with the bearer token', async () => {
    const cookie = { cookie: `fastapiusersauth=${t.tokens.admin}` };
    for (const [method, url] of [
      ['POST', '/api/system/backups'],
      ['POST', '/api/system/maintenance/run_cleanup'],
      ['DELETE', '/api/license'],
      ['POST', '/api/system/auth/jwt/logout'],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: cookie });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        detail:
          'A request that changes data must send its token in the Authorization header; the cookie alone is not accepted.',
      });
    }
    // Reads still work with the cookie (downloads through a link), and writes with the header.
    expect((await t.app.inject({ method: 'GET', url: '/api/license', headers: cookie })).statusCode).toBe(
      200,
    );
    expect(
      (await t.as('admin', { method: 'POST', url: '/api/system/maintenance/run_cleanup' })).statusCode,
    ).toBe(200);
  });

  it('keeps the last active superuser: no delete, deactivation or demotion', async () => {
    const last =
      'The last active superuser cannot be deleted, deactivated or demoted: make another user an active superuser first.';
    for (const call of [
      { method: 'DELETE', url: '/api/system/users/1' },
      { method: 'PATCH', url: '/api/system/users/1', payload: { is_active: false } },
      { method: 'PATCH', url: '/api/system/users/1', payload: { is_superuser: false } },
      { method: 'PATCH', url: '/api/system/users/1', payload: { role: 'reader' } },
    ] as const) {
      const refused = await t.as('admin', call);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: last });
    }
    const me = await t.as('admin', { method: 'GET', url: '/api/system/users/me' });
    expect((me.json() as Data<{ is_superuser: boolean; is_active: boolean }>).data).toMatchObject({
      is_superuser: true,
      is_active: true,
    });
    // With a second administrator the first may step down.
    const second = await t.as('admin', {
      method: 'POST',
      url: '/api/system/users/register',
      payload: {
        email: 'root2@example.com',
        username: 'root2',
        password: 'Str0ng-pass',
        role: 'admin',
        is_superuser: true,
      },
    });
    expect(second.statusCode).toBe(201);
    const { id } = (second.json() as Data<{ id: number }>).data;
    expect(
      (await t.as('admin', { method: 'PATCH', url: '/api/system/users/1', payload: { is_superuser: false } }))
        .statusCode,
    ).toBe(200);
    // Now the second one is the last, and cannot remove itself.
    const root2 = await tokenFor(t.app, 'root2', 'Str0ng-pass');
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/system/users/${id}`,
      headers: { authorization: `Bearer ${root2}` },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: last });
  });
});
