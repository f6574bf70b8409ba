import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };
type Network = { id: number; name: string; description: string; archived_at: number | null };

describe('archived networks', () => {
  let t: TestApp;
  let branch: Network;
  beforeAll(async () => {
    t = await startTestApp();
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'Branch Office', description: 'Second site' },
    });
    branch = (created.json() as Data<Network>).data;
  }, 180_000);
  afterAll(async () => {
    // Every answer matched the contract, the new field included.
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  const networks = async (who: 'admin' | 'user' = 'admin') =>
    ((await t.as(who, { method: 'GET', url: '/api/system/explorer_networks' })).json() as Data<Network[]>)
      .data;
  const put = (payload: Record<string, unknown>, who: 'admin' | 'user' | 'reader' = 'admin') =>
    t.as(who, { method: 'PUT', url: `/api/system/explorer_networks/${branch.id}`, payload });

  it('are in use when created', () => {
    expect(branch.archived_at).toBeNull();
  });

  it('keep their data and stay listed, with the time they were archived', async () => {
    const vlan = await t.as('admin', {
      method: 'POST',
      url: `/api/explorer/vlans?explorer_network_id=${branch.id}`,
      payload: { vlan_id: 120, name: 'branch-users' },
    });
    expect(vlan.statusCode).toBe(201);

    const before = Math.floor(Date.now() / 1000);
    const archived = await put({ name: 'Branch Office', archived: true });
    expect(archived.statusCode).toBe(200);
    const stamp = (archived.json() as Data<Network>).data.archived_at;
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));

    const listed = (await networks()).find((network) => network.id === branch.id);
    expect(listed).toEqual({ ...branch, archived_at: stamp });
    const vlans = await t.as('admin', {
      method: 'GET',
      url: `/api/explorer/vlans?explorer_network_id=${branch.id}&snapshot_id=1`,
    });
    expect((vlans.json() as Data<{ name: string }[]>).data.map((row) => row.name)).toEqual(['branch-users']);

    // Archiving again keeps the first time; a rename leaves the archive as it is.
    const again = await put({ name: 'Branch Office', archived: true });
    expect((again.json() as Data<Network>).data.archived_at).toBe(stamp);
    const renamed = await put({ name: 'Branch Office (old)' });
    expect((renamed.json() as Data<Network>).data).toMatchObject({
      name: 'Branch Office (old)',
      archived_at: stamp,
    });
  });

  it('come back into use', async () => {
    const restored = await put({ name: 'Branch Office', archived: false });
    expect(restored.statusCode).toBe(200);
    expect((restored.json() as Data<Network>).data.archived_at).toBeNull();
    expect((await networks()).find((network) => network.id === branch.id)?.archived_at).toBeNull();
  });

  it('are archived only by whom the role lets update networks, with a boolean', async () => {
    expect((await put({ name: 'Branch Office', archived: true }, 'reader')).statusCode).toBe(403);
    const wrongType = await put({ name: 'Branch Office', archived: 'yes' });
    expect(wrongType.statusCode).toBe(422);
    expect((wrongType.json() as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual([
      'body',
      'archived',
    ]);
    expect((await networks()).find((network) => network.id === branch.id)?.archived_at).toBeNull();
  });

  it('carry archived_at in every listing, null for the seeded networks', async () => {
    for (const network of await networks('user')) expect(network.archived_at).toBeNull();
  });
});
