import { type Action, can, type Role, type Subject } from '@lne/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from './helpers';

/** Calls of the administration domains with the permission they need (spec §6). */
const CALLS: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  action: Action;
  subject: Subject;
  payload?: object;
}[] = [
  { method: 'GET', url: '/api/system/explorer_networks', action: 'read', subject: 'networks' },
  {
    method: 'PUT',
    url: '/api/system/explorer_networks/2',
    action: 'update',
    subject: 'networks',
    payload: { name: 'IT Campus' },
  },
  { method: 'GET', url: '/api/system/snapshots?explorer_network_id=1', action: 'read', subject: 'snapshots' },
  {
    method: 'POST',
    url: '/api/system/snapshots?explorer_network_id=1',
    action: 'create',
    subject: 'snapshots',
  },
  { method: 'GET', url: '/api/system/snapshot_schedules', action: 'read', subject: 'schedules' },
  { method: 'GET', url: '/api/system/groups', action: 'read', subject: 'groups' },
  {
    method: 'POST',
    url: '/api/system/groups/1/add_users',
    action: 'update',
    subject: 'groups',
    payload: { user_ids: [1] },
  },
  {
    method: 'GET',
    url: '/api/system/login_devices?explorer_network_id=1',
    action: 'read',
    subject: 'login_devices',
  },
  {
    method: 'POST',
    url: '/api/system/login_devices?explorer_network_id=1',
    action: 'create',
    subject: 'login_devices',
    payload: { name: 'x', ip_address: '10.1.1.1' },
  },
  {
    method: 'GET',
    url: '/api/system/login_credentials?explorer_network_id=1',
    action: 'read',
    subject: 'login_credentials',
  },
  { method: 'GET', url: '/api/system/backups', action: 'read', subject: 'backups' },
  { method: 'GET', url: '/api/system/maintenance/patches', action: 'read', subject: 'patch_and_upload' },
  {
    method: 'POST',
    url: '/api/license',
    action: 'update',
    subject: 'license',
    payload: { key: 'LNE-AAAA-BBBB-CCCC-DDDD' },
  },
  { method: 'GET', url: '/api/containers', action: 'read', subject: 'system_settings' },
  {
    method: 'POST',
    url: '/api/system/extensions/osquery',
    action: 'update',
    subject: 'system_settings',
    payload: { enabled: false, interval_seconds: 3600, queries: [] },
  },
];

describe('each role against the permission matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    // Every answer matched the contract.
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  for (const role of ['admin', 'user', 'reader'] as Role[]) {
    it(`${role}: allowed calls succeed, the others answer 403`, async () => {
      for (const call of CALLS) {
        const response = await t.as(role, {
          method: call.method,
          url: call.url,
          ...(call.payload ? { payload: call.payload } : {}),
        });
        const allowed = can(role, 'live', call.action, call.subject);
        expect({
          call: `${call.method} ${call.url}`,
          status: response.statusCode < 300 ? 'ok' : response.statusCode,
        }).toEqual({
          call: `${call.method} ${call.url}`,
          status: allowed ? 'ok' : 403,
        });
      }
    });
  }

  it('refuses a user the networks outside their groups', async () => {
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'Private' },
    });
    const id = (created.json() as { data: { id: number } }).data.id;
    // Admins belong to Administrators only, which the new network was given to; user is in Operations.
    const response = await t.as('user', {
      method: 'GET',
      url: `/api/system/snapshots?explorer_network_id=${id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You have no access to this explorer network.' });
  });
});

describe('the read-only demo instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demo: true });
  });
  afterAll(async () => {
    // Every answer matched the contract.
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('says so, signs in, reads, and refuses every write', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/system/settings' })).json()).toMatchObject({
      data: { demo: true },
    });
    expect((await login(t.app, 'demo', 'demo')).statusCode).toBe(200);
    expect((await t.as('admin', { method: 'GET', url: '/api/system/users' })).statusCode).toBe(200);
    for (const call of [
      { method: 'POST' as const, url: '/api/system/explorer_networks', payload: { name: 'x' } },
      { method: 'PATCH' as const, url: '/api/system/users/me', payload: { password: 'x123' } },
      { method: 'DELETE' as const, url: '/api/system/users/2' },
      { method: 'POST' as const, url: '/api/system/backups' },
    ]) {
      const response = await t.as('admin', call);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'This is a read-only demo instance.' });
    }
  });
});
