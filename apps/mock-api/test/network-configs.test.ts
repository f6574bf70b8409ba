import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { generateDataset } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

const dataset = storedLiveDataset(generateDataset());
const ot = dataset.networks[0];
if (!ot) throw new Error('the OT network');
const configured = ot.live.configs[0];
if (!configured) throw new Error('a configured device');
const deviceId = configured.device_id;

function multipart(field: string, filename: string, content: string) {
  const boundary = '----lne-test-boundary';
  const payload = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"`,
    'Content-Type: text/plain',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Version = { config_id: number; commit_id: string | null; size: number };
type History = {
  versions: Version[];
  config: { config_id: number; text: string } | null;
  diff: { unified: string; added_lines: number; removed_lines: number } | null;
};

describe('device configs', () => {
  let t: TestApp;
  const base = 'explorer_network_id=1';
  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
  });
  afterAll(() => t.app.close());

  it('uploads a staged version, commits it and diffs it against the previous one', async () => {
    const before = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${deviceId}/configs?${base}`,
    });
    const history = (before.json() as { data: History }).data;
    const previous = history.config;
    if (!previous) throw new Error('a config');
    const text = previous.text.replace(/^hostname .*$/m, 'hostname renamed-switch');
    const refused = await t.as('reader', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&device_id=${deviceId}`,
      ...multipart('upload_file', 'sw.cfg', text),
    });
    expect(refused.statusCode).toBe(403);
    const uploaded = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&device_id=${deviceId}`,
      ...multipart('upload_file', 'sw.cfg', text),
    });
    expect(uploaded.statusCode).toBe(201);
    const staged = (uploaded.json() as { data: Version }).data;
    expect(staged.commit_id).toBeNull();
    expect(staged.size).toBe(Buffer.byteLength(text));
    const commit = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices/configs/git_commit?${base}`,
      payload: { message: 'renamed' },
    });
    expect(commit.json()).toMatchObject({
      data: { message: 'renamed', config_ids: [staged.config_id], device_ids: [deviceId] },
    });
    const again = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices/configs/git_commit?${base}`,
      payload: {},
    });
    expect(again.statusCode).toBe(400);
    const diffed = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${deviceId}/configs?${base}&from=${previous.config_id}&to=${staged.config_id}`,
    });
    const after = (diffed.json() as { data: History }).data;
    expect(after.versions).toHaveLength(history.versions.length + 1);
    expect(after.versions[0]?.config_id).toBe(staged.config_id);
    expect(after.config?.text).toBe(text);
    expect(after.diff).toMatchObject({ added_lines: 1, removed_lines: 1 });
    expect(after.diff?.unified).toContain('+hostname renamed-switch');
  });

  it('refuses a missing file (422), an unknown device (404) and a foreign version (404)', async () => {
    const missing = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&device_id=${deviceId}`,
      ...multipart('other', 'x.cfg', 'x'),
    });
    expect(missing.statusCode).toBe(422);
    const unknown = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&device_id=01AAAAAAAAAAAAAAAAAAAAAAAA`,
      ...multipart('upload_file', 'x.cfg', 'x'),
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${deviceId}/configs?${base}&config_id=999999`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists the newest version per device and deletes versions', async () => {
    const latest = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/configs?${base}&latest=true`,
    });
    const rows = (latest.json() as { data: { device_id: string }[] }).data;
    expect(rows).toHaveLength(new Set(ot.live.configs.map((c) => c.device_id)).size);
    const deleted = await t.as('user', {
      method: 'DELETE',
      url: `/api/explorer/devices/${deviceId}/configs?${base}`,
    });
    expect(deleted.statusCode).toBe(204);
    const empty = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${deviceId}/configs?${base}`,
    });
    expect(empty.json()).toMatchObject({ data: { versions: [], config: null, diff: null } });
  });

  it('lists the devices whose config changed between two snapshots, with both texts and the diff', async () => {
    const taken = await t.as('admin', {
      method: 'POST',
      url: `/api/system/snapshots?${base}`,
      payload: { name: 'before config change' },
    });
    expect(taken.statusCode).toBe(201);
    const snapshotId = (taken.json() as { data: { id: number } }).data.id;
    const unchanged = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/configs/diff?${base}&snapshot_id=1&diff_snapshot_id=${snapshotId}`,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual({ data: [] });

    // Change one device's config in live and remove another's.
    const others = [...new Set(ot.live.configs.map((c) => c.device_id))].filter((id) => id !== deviceId);
    const removedId = others[0];
    if (!removedId) throw new Error('a second configured device');
    const latestRows = (
      (
        await t.as('reader', { method: 'GET', url: `/api/explorer/devices/configs?${base}&latest=true` })
      ).json() as { data: { device_id: string; config_id: number }[] }
    ).data;
    const changedId = others[1];
    if (!changedId) throw new Error('a third configured device');
    const current = (
      (
        await t.as('reader', { method: 'GET', url: `/api/explorer/devices/${changedId}/configs?${base}` })
      ).json() as { data: History }
    ).data.config;
    if (!current) throw new Error('a config of the third device');
    const newText = `${current.text.replace(/\n?$/, '\n')}ntp server 10.9.9.9\n`;
    const uploaded = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&device_id=${changedId}`,
      ...multipart('upload_file', 'changed.cfg', newText),
    });
    expect(uploaded.statusCode).toBe(201);
    expect(latestRows.some((row) => row.device_id === removedId)).toBe(true);
    const removed = await t.as('user', {
      method: 'DELETE',
      url: `/api/explorer/devices/${removedId}/configs?${base}`,
    });
    expect(removed.statusCode).toBe(204);

    const answer = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/configs/diff?${base}&diff_snapshot_id=${snapshotId}`,
    });
    expect(answer.statusCode).toBe(200);
    type Change = {
      device_id: string;
      change: string;
      from: { config_id: number } | null;
      to: { config_id: number } | null;
      from_text: string;
      to_text: string;
      added_lines: number;
      removed_lines: number;
      unified: string;
    };
    const rows = (answer.json() as { data: Change[] }).data;
    expect(rows.map((row) => [row.device_id, row.change]).sort()).toEqual(
      [
        [changedId, 'changed'],
        [removedId, 'removed'],
      ].sort(),
    );
    const changed = rows.find((row) => row.device_id === changedId);
    expect(changed).toMatchObject({
      from_text: current.text,
      to_text: newText,
      added_lines: 1,
      removed_lines: 0,
      from: { config_id: current.config_id },
    });
    expect(changed?.unified).toContain('+ntp server 10.9.9.9');
    const gone = rows.find((row) => row.device_id === removedId);
    expect(gone).toMatchObject({ to: null, to_text: '' });
    expect(gone?.removed_lines).toBeGreaterThan(0);

    // Swapping the sides turns a removal into an addition.
    const reversed = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/configs/diff?explorer_network_id=1&snapshot_id=${snapshotId}&diff_snapshot_id=1`,
    });
    const back = (reversed.json() as { data: Change[] }).data;
    expect(back.find((row) => row.device_id === removedId)?.change).toBe('added');

    const unknown = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/configs/diff?${base}&diff_snapshot_id=999999`,
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/configs/diff?${base}`,
    });
    expect(missing.statusCode).toBe(422);
  });

  it('refuses config writes in a historical snapshot', async () => {
    const snapshots = (
      (await t.as('reader', { method: 'GET', url: `/api/system/snapshots?${base}` })).json() as {
        data: { id: number }[];
      }
    ).data;
    const historical = snapshots.find((s) => s.id !== 1);
    if (!historical) throw new Error('a historical snapshot');
    const upload = await t.as('admin', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&snapshot_id=${historical.id}&device_id=${deviceId}`,
      ...multipart('upload_file', 'x.cfg', 'hostname x\n'),
    });
    expect(upload.statusCode).toBe(403);
    const remove = await t.as('admin', {
      method: 'DELETE',
      url: `/api/explorer/devices/${deviceId}/configs?${base}&snapshot_id=${historical.id}`,
    });
    expect(remove.statusCode).toBe(403);
  });
});
