import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from './helpers';

type AuditPage = { data: { items: { path: string; status: number; username: string | null }[] } };

/** The probe: 30 wrong passwords in a row for one account all answered 400 at full speed. */
describe('sign-in and price-request throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  const signIn = (username: string, password: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/system/auth/jwt/login',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });

  it('never throttles honest use: more successful sign-ins in a row than any threshold', async () => {
    for (let i = 0; i < 30; i += 1) expect((await login(t.app, 'reader', 'reader')).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After after repeated wrong passwords, also for the right one, and audits it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await signIn('user', `wrong-${i}`)).statusCode);
    // Five free failures, a sixth that locks the account, then refusals without looking at the password.
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    const locked = await signIn('user', 'user');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      detail: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/),
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same account from another address is locked too; another account from there is not.
    expect((await signIn('user', 'user', '198.51.100.9')).statusCode).toBe(429);
    expect((await signIn('admin', 'admin', '198.51.100.9')).statusCode).toBe(200);

    const audit = await t.as('admin', { method: 'GET', url: '/api/system/audit?page_size=100' });
    const refused = (audit.json() as AuditPage).data.items.filter(
      (item) => item.path === '/api/system/auth/jwt/login' && item.status === 429,
    );
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(refused[0]?.username).toBe('user');
  });

  it('throttles one address guessing across many accounts', async () => {
    const address = '192.0.2.44';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await signIn(`nobody-${i}`, 'x', address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(21)).toEqual([429, 429, 429, 429]);
    // Even the right password of an untouched account waits, from that address only.
    expect((await signIn('reader', 'reader', address)).statusCode).toBe(429);
    expect((await signIn('reader', 'reader', '192.0.2.45')).statusCode).toBe(200);
  });

  it('throttles price requests per address, and audits the refusal', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/send-email',
        remoteAddress: '203.0.113.99',
        payload: { subject: 'Pricing', body: 'Ada Lovelace, ada@example.com, wants pricing information' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(11)).toEqual([429, 429, 429]);
    const refused = await send();
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(/^Too many price requests\. Try again in \d+ seconds?\.$/),
    });
    const audit = await t.as('admin', { method: 'GET', url: '/api/system/audit?page_size=5' });
    expect((audit.json() as AuditPage).data.items[0]).toMatchObject({ path: '/send-email', status: 429 });
  });
});
