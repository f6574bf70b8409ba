import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpTables } from '../src/domains/backups/service';
import { startTestApp, type TestApp } from './helpers';

/** Writes whose body is required, with a valid body to corrupt. */
const BODY_TARGETS: {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body: Record<string, unknown>;
}[] = [
  { method: 'PATCH', url: '/api/system/users/me', body: { password: 'abc123' } },
  { method: 'PATCH', url: '/api/system/users/2', body: { role: 'user', is_active: true } },
  {
    method: 'POST',
    url: '/api/system/users/register',
    body: { email: 'f@example.com', password: 'abcdef', role: 'user' },
  },
  { method: 'POST', url: '/api/system/groups', body: { name: 'Fuzz', user_ids: [1] } },
  { method: 'POST', url: '/api/system/groups/1/add_users', body: { user_ids: [2] } },
  { method: 'DELETE', url: '/api/system/groups/1/delete_users', body: { user_ids: [1] } },
  { method: 'POST', url: '/api/system/groups/1/add_explorer_networks', body: { explorer_network_ids: [1] } },
  {
    method: 'DELETE',
    url: '/api/system/groups/1/delete_explorer_networks',
    body: { explorer_network_ids: [1] },
  },
  { method: 'POST', url: '/api/system/explorer_networks', body: { name: 'Fuzz net', description: 'x' } },
  { method: 'PUT', url: '/api/system/explorer_networks/1', body: { name: 'OT Plant' } },
  { method: 'PUT', url: '/api/system/snapshots/1?explorer_network_id=1', body: { name: 'x' } },
  {
    method: 'POST',
    url: '/api/system/login_credentials?explorer_network_id=1',
    body: { name: 'c', username: 'u', password: 'p' },
  },
  {
    method: 'POST',
    url: '/api/system/login_devices?explorer_network_id=1',
    body: { name: 'd', ip_address: '10.0.0.1', port: 22 },
  },
  { method: 'POST', url: '/api/license', body: { key: 'LNE-AAAA-BBBB-CCCC-DDDD' } },
  {
    method: 'POST',
    url: '/api/system/extensions/osquery',
    body: { enabled: true, interval_seconds: 600, queries: [] },
  },
  {
    method: 'POST',
    url: '/api/system/extensions/custom_fields?explorer_network_id=1',
    body: { items: [{ model: 'devices', instance_id: 'A', values: { owner: 'x' } }] },
  },
  { method: 'POST', url: '/send-email', body: { subject: 'Pricing', body: 'mail me at a@example.com' } },
];

const PATH_TARGETS = [
  'GET /api/system/users/{}',
  'DELETE /api/system/users/{}',
  'GET /api/system/groups/{}',
  'DELETE /api/system/groups/{}',
  'GET /api/system/explorer_networks/{}',
  'DELETE /api/system/explorer_networks/{}',
  'DELETE /api/system/snapshots/{}',
  'GET /api/system/login_devices/{}',
  'DELETE /api/system/login_credentials/{}',
];
const BAD_IDS = [
  'abc',
  '1.5',
  '-1',
  '0',
  '1e3',
  '99999999999999999999',
  '%20',
  'null',
  '[]',
  '..%2F..%2Fetc',
];
const BAD_FILES = [
  '..%2F..%2Fetc%2Fpasswd',
  '..%2Fjwt-secret',
  '%2Fetc%2Fshadow',
  'x.tar.gz%00.txt',
  '....%2F%2F',
  'a%5Cb.tar.gz',
];
const BAD_QUERIES = [
  '/api/system/snapshots?explorer_network_id=abc',
  '/api/system/snapshots?explorer_network_id=-4',
  '/api/system/login_devices?explorer_network_id=1.5',
  '/api/system/all_snapshots?reset_db=perhaps',
  '/api/logs?tail=-1',
  '/api/logs?tail=lots',
  `/api/license/valid?features[]=${'x'.repeat(100)}`,
];

/** A small deterministic PRNG (mulberry32) so a failure can be replayed. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WRONG_VALUES: unknown[] = [
  123,
  -1,
  1.5,
  'text',
  true,
  [],
  [1, 'a'],
  { nested: 1 },
  '',
  'x'.repeat(5000),
];

function corruptBody(body: Record<string, unknown>, random: () => number): unknown {
  const keys = Object.keys(body);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  switch (Math.floor(random() * 5)) {
    case 0: {
      // A field of the wrong type (the value never matches the declared type of that field).
      const key = pick(keys);
      const current = body[key];
      const wrong = WRONG_VALUES.filter(
        (value) => typeof value !== typeof current || Array.isArray(value) !== Array.isArray(current),
      );
      return { ...body, [key]: pick(wrong) };
    }
    case 1:
      return { ...body, [`unexpected_${Math.floor(random() * 1000)}`]: 1 };
    case 2:
      return pick([[], [body], 'body', 42, true]);
    case 3: {
      const key = pick(keys);
      const { [key]: _removed, ...rest } = body;
      // Dropping an optional field can leave a valid body: add an extra one to keep it invalid.
      return { ...rest, also_unexpected: true };
    }
    default:
      return { ...body, [pick(keys)]: null, extra_null: null };
  }
}

describe('1,000 malformed requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    // Every answer matched the contract.
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('answers each with a 4xx, changes nothing and stays up', async () => {
    const before = await dumpTables(t.app.ctx);
    const random = rng(20261122);
    const requests: InjectOptions[] = [];
    const admin = { authorization: `Bearer ${t.tokens.admin}` };
    while (requests.length < 1000) {
      const kind = random();
      if (kind < 0.55) {
        const target = BODY_TARGETS[Math.floor(random() * BODY_TARGETS.length)];
        if (!target) continue;
        requests.push({
          method: target.method,
          url: target.url,
          headers: admin,
          payload: corruptBody(target.body, random) as object,
        });
      } else if (kind < 0.65) {
        const target = BODY_TARGETS[Math.floor(random() * BODY_TARGETS.length)];
        if (!target) continue;
        const text = JSON.stringify(target.body);
        requests.push({
          method: target.method,
          url: target.url,
          headers: { ...admin, 'content-type': 'application/json' },
          payload:
            text.slice(0, Math.max(1, Math.floor(random() * text.length))) + (random() < 0.5 ? '' : '}{'),
        });
      } else if (kind < 0.67) {
        const target = BODY_TARGETS[Math.floor(random() * BODY_TARGETS.length)];
        if (!target) continue;
        requests.push({
          method: target.method,
          url: target.url,
          headers: { ...admin, 'content-type': 'application/json' },
          payload: JSON.stringify({ ...target.body, padding: 'x'.repeat(1024 * 1024 + 10) }),
        });
      } else if (kind < 0.85) {
        const [method, template] = (PATH_TARGETS[Math.floor(random() * PATH_TARGETS.length)] ?? '').split(
          ' ',
        );
        const id = BAD_IDS[Math.floor(random() * BAD_IDS.length)] ?? 'abc';
        requests.push({
          method: method as 'GET' | 'DELETE',
          url: (template ?? '').replace('{}', id),
          headers: admin,
        });
      } else if (kind < 0.93) {
        const name = BAD_FILES[Math.floor(random() * BAD_FILES.length)] ?? '..';
        const method = random() < 0.5 ? 'GET' : 'DELETE';
        requests.push({ method, url: `/api/system/backups/${name}`, headers: admin });
      } else {
        const url = BAD_QUERIES[Math.floor(random() * BAD_QUERIES.length)] ?? '';
        requests.push({ method: url.includes('all_snapshots') ? 'POST' : 'GET', url, headers: admin });
      }
    }
    const unexpected: string[] = [];
    for (const request of requests) {
      const response = await t.app.inject(request);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        unexpected.push(
          `${request.method} ${request.url} ${String(request.payload).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      } else {
        expect(response.json()).toHaveProperty('detail');
      }
    }
    expect(unexpected).toEqual([]);
    const after = await dumpTables(t.app.ctx);
    expect(after).toEqual(before);
    const alive = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(alive.statusCode).toBe(200);
  });
});
