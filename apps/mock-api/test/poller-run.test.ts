import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDevices } from '../src/db/schema';
import { startTestApp, type TestApp } from './helpers';
import { labHost, type OpenLab, openLab } from './lab';

type DeviceResult = {
  login_device_id: number;
  name: string;
  state: string;
  reason: string | null;
  message: string | null;
  partial: boolean;
  platform: string | null;
  commands_ok: number;
  commands_rejected: number;
  discovered: boolean;
  hop: number;
};
type Stats = {
  running: boolean;
  task: { task_id: string; state: string; message: string | null; progress: number } | null;
  devices_total: number;
  devices_succeeded: number;
  devices_failed: number;
  devices_running: number;
  devices: DeviceResult[];
};
type LoginDevice = {
  id: number;
  name: string;
  host_key: string | null;
  host_key_state: string;
  host_key_offered: string | null;
  last_poll_state: string | null;
  last_poll_reason: string | null;
};

const NETWORK = 1;
const base = `explorer_network_id=${NETWORK}`;

// Generous time per test: each logs into lab devices over SSH, on a machine that may be busy.
describe('the poller run polls the lab through the server', { timeout: 120_000 }, () => {
  let t: TestApp;
  let lab: OpenLab;
  let credentialId: number;
  const ids = new Map<string, number>();

  const stats = async (): Promise<Stats> =>
    (
      (await t.as('admin', { method: 'GET', url: `/api/collectors/poller_run_stats?${base}` })).json() as {
        data: Stats;
      }
    ).data;

  /** Starts a run and follows it to its end, keeping every answer seen on the way. */
  const pollAll = async (body: Record<string, unknown> = {}) => {
    const started = await t.as('admin', {
      method: 'POST',
      url: `/api/collectors/poller_run?${base}`,
      payload: body,
    });
    expect(started.statusCode).toBe(202);
    const taskId = (started.json() as { data: { task_id: string } }).data.task_id;
    const seen: Stats[] = [];
    for (let i = 0; i < 3000; i++) {
      const now = await stats();
      seen.push(now);
      if (now.task?.task_id === taskId && !now.running) return { final: now, seen };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the poller run did not end');
  };

  const loginDevice = async (id: number): Promise<LoginDevice> =>
    (
      (await t.as('admin', { method: 'GET', url: `/api/system/login_devices/${id}` })).json() as {
        data: LoginDevice;
      }
    ).data;

  const result = (final: Stats, name: string): DeviceResult => {
    const found = final.devices.find((device) => device.name === name);
    if (!found) throw new Error(`no result for ${name}`);
    return found;
  };

  beforeAll(async () => {
    // hp1 answers slowly, so the run can be watched while it goes on.
    lab = await openLab('127.0.40.1', { hosts: { hp1: { faults: { commandDelayMs: 60 } } } });
    t = await startTestApp();
    const credential = await t.as('admin', {
      method: 'POST',
      url: `/api/system/login_credentials?${base}`,
      payload: { name: 'lab', username: 'admin', password: 'admin', protocol: 'ssh' },
    });
    expect(credential.statusCode).toBe(201);
    credentialId = (credential.json() as { data: { id: number } }).data.id;
    for (const [index, host] of lab.hosts.entries()) {
      const created = await t.as('admin', {
        method: 'POST',
        url: `/api/system/login_devices?${base}`,
        payload: {
          name: host.name,
          ip_address: host.address,
          port: host.port,
          // Every other device without a platform: the poller detects it.
          ...(index % 2 === 0 ? { platform: host.platform } : {}),
          login_credential_id: credentialId,
          ...(host.enablePassword ? { enable_password: host.enablePassword } : {}),
        },
      });
      expect(created.statusCode).toBe(201);
      ids.set(host.name, (created.json() as { data: { id: number } }).data.id);
    }
  }, 120_000);

  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
    await lab.stop();
  });

  it('logs into a device of every platform and collects its read-only command list', async () => {
    const { final, seen } = await pollAll();
    expect(final.task?.state).toBe('SUCCESS');
    expect(final.devices_total).toBe(lab.hosts.length);
    expect(final.devices.filter((d) => d.state !== 'SUCCESS')).toEqual([]);
    expect(final.devices_succeeded).toBe(lab.hosts.length);
    for (const host of lab.hosts) {
      const device = result(final, host.name);
      expect(device.platform, host.name).toBe(host.platform);
      expect(device.partial, host.name).toBe(false);
      expect(device.commands_ok, host.name).toBeGreaterThan(2);
    }
    expect(final.task?.message).toBe(
      `Polled ${lab.hosts.length} devices: ${lab.hosts.length} succeeded, 0 failed.`,
    );
    // The progress was visible while the run went on: devices being polled, and others done already.
    expect(seen.some((s) => s.running && s.devices.some((d) => d.state === 'STARTED'))).toBe(true);
    expect(seen.some((s) => s.running && s.devices.some((d) => d.state === 'SUCCESS'))).toBe(true);
    // Its progress only rises, and stands between 0 and 100 while devices are done and others not yet.
    const progress = seen
      .filter((s) => s.task?.task_id === final.task?.task_id)
      .map((s) => s.task?.progress ?? 0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    const tasks = await t.as('admin', { method: 'GET', url: '/api/taskstatus?task_type=poller' });
    expect((tasks.json() as { data: { status: string }[] }).data[0]?.status).toBe('success');
  });

  it('trusts each host key on first use and records the last poll', async () => {
    for (const host of lab.hosts) {
      const device = await loginDevice(ids.get(host.name) ?? 0);
      expect(device).toMatchObject({
        host_key: host.hostKeyFingerprint,
        host_key_state: 'trusted',
        host_key_offered: null,
        last_poll_state: 'SUCCESS',
        last_poll_reason: null,
      });
    }
  });

  it('gives every fault its reason, and one failing device never stops the others', async () => {
    await t.as('admin', {
      method: 'PUT',
      url: `/api/collectors/settings?${base}`,
      payload: { connect_timeout_seconds: 3, command_timeout_seconds: 1, concurrency: 4 },
    });
    const faulty = await openLab('127.0.40.21', {
      keysDir: lab.keysDir,
      faults: {
        r1: { wrongPassword: true },
        sw1: { noPrompt: true },
        nx1: { dropAfterLines: 5 },
        eos1: { changedHostKey: true },
        mx1: { noSsh: true },
        hp1: { lineDelayMs: 1500 },
      },
    });
    try {
      // The same devices (same host keys) at the faulty lab's addresses; moved in the database, so that the
      // trusted keys stay.
      for (const host of faulty.hosts) {
        await t.app.ctx.db
          .update(loginDevices)
          .set({ ipAddress: host.address, port: host.port })
          .where(eq(loginDevices.id, ids.get(host.name) ?? 0));
      }
      const { final } = await pollAll();
      expect(result(final, 'r1')).toMatchObject({ state: 'FAILURE', reason: 'authentication failed' });
      expect(result(final, 'sw1')).toMatchObject({ state: 'FAILURE', reason: 'no prompt' });
      expect(result(final, 'nx1')).toMatchObject({ state: 'FAILURE', reason: 'connection lost' });
      expect(result(final, 'eos1')).toMatchObject({ state: 'FAILURE', reason: 'host key changed' });
      expect(result(final, 'mx1')).toMatchObject({ state: 'FAILURE', reason: 'connection refused' });
      expect(result(final, 'hp1').reason).toBe('timed out');
      for (const name of ['cx1', 'mt1'])
        expect(result(final, name)).toMatchObject({ state: 'SUCCESS', reason: null });
      expect(final.task?.state).toBe('SUCCESS');
      const r1 = await loginDevice(ids.get('r1') ?? 0);
      expect(r1).toMatchObject({ last_poll_state: 'FAILURE', host_key_state: 'trusted' });
      expect(r1.last_poll_reason).toMatch(/^authentication failed/);
    } finally {
      await faulty.stop();
    }
  });

  it('fails a changed host key until an admin accepts it', async () => {
    const eos1 = ids.get('eos1') ?? 0;
    const changed = await loginDevice(eos1);
    expect(changed.host_key_state).toBe('changed');
    expect(changed.host_key).toBe(labHost(lab, 'eos1').hostKeyFingerprint);
    expect(changed.host_key_offered).toMatch(/^SHA256:/);
    expect(changed.host_key_offered).not.toBe(changed.host_key);
    const url = `/api/system/login_devices/${eos1}/accept_host_key`;
    // Only an administrator decides; the key accepted must be the one offered.
    const user = await t.as('user', {
      method: 'POST',
      url,
      payload: { fingerprint: changed.host_key_offered },
    });
    expect(user.statusCode).toBe(403);
    const wrong = await t.as('admin', { method: 'POST', url, payload: { fingerprint: 'SHA256:another' } });
    expect(wrong.statusCode).toBe(400);
    const accepted = await t.as('admin', {
      method: 'POST',
      url,
      payload: { fingerprint: changed.host_key_offered },
    });
    expect(accepted.statusCode).toBe(200);
    expect((accepted.json() as { data: LoginDevice }).data).toMatchObject({
      host_key: changed.host_key_offered,
      host_key_state: 'trusted',
      host_key_offered: null,
    });
    const again = await t.as('admin', {
      method: 'POST',
      url,
      payload: { fingerprint: changed.host_key_offered },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses devices it cannot log into before connecting: no credential, a protocol it does not speak', async () => {
    const https = await t.as('admin', {
      method: 'POST',
      url: `/api/system/login_credentials?${base}`,
      payload: { name: 'api', username: 'admin', password: 'admin', protocol: 'https' },
    });
    const httpsId = (https.json() as { data: { id: number } }).data.id;
    const made: number[] = [];
    for (const payload of [
      { name: 'no-credential', ip_address: '127.0.40.99' },
      { name: 'over-https', ip_address: '127.0.40.98', login_credential_id: httpsId },
      { name: 'outside', ip_address: '192.0.2.10', login_credential_id: credentialId },
    ]) {
      const created = await t.as('admin', {
        method: 'POST',
        url: `/api/system/login_devices?${base}`,
        payload,
      });
      made.push((created.json() as { data: { id: number } }).data.id);
    }
    const { final } = await pollAll({ login_device_ids: made });
    expect(final.devices.map((d) => [d.name, d.state, d.reason])).toEqual([
      ['no-credential', 'FAILURE', 'no credential'],
      ['over-https', 'FAILURE', 'unsupported protocol'],
      ['outside', 'FAILURE', 'address not allowed'],
    ]);
  });

  it('cancels a run: the devices being polled disconnect, the others are not polled', async () => {
    const slow = await openLab('127.0.40.41', {
      faults: { r1: { lineDelayMs: 400 }, sw1: { lineDelayMs: 400 } },
    });
    try {
      await t.as('admin', {
        method: 'PUT',
        url: `/api/collectors/settings?${base}`,
        payload: { command_timeout_seconds: 60, concurrency: 2 },
      });
      const targets: number[] = [];
      for (const host of slow.hosts) {
        const id = ids.get(host.name) ?? 0;
        await t.app.ctx.db
          .update(loginDevices)
          .set({ ipAddress: host.address, port: host.port, hostKey: null, hostKeyOffered: null })
          .where(eq(loginDevices.id, id));
        targets.push(id);
      }
      const parserStatus = async () =>
        (
          (
            await t.as('admin', { method: 'GET', url: `/api/collectors/parser_run_status?${base}` })
          ).json() as {
            data: { running: boolean; task: { task_id: string } | null };
          }
        ).data;
      let parserBefore = await parserStatus();
      for (let i = 0; i < 500 && parserBefore.running; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        parserBefore = await parserStatus();
      }
      const started = await t.as('admin', {
        method: 'POST',
        url: `/api/collectors/poller_run?${base}`,
        payload: { login_device_ids: targets },
      });
      expect(started.statusCode).toBe(202);
      for (let i = 0; i < 500 && (await stats()).devices_running === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const cancel = await t.as('admin', {
        method: 'POST',
        url: `/api/collectors/poller_run/cancel?${base}`,
      });
      expect(cancel.statusCode).toBe(200);
      const cancelledAt = Date.now();
      let final = await stats();
      for (let i = 0; i < 500 && final.running; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        final = await stats();
      }
      expect(final.task?.state).toBe('REVOKED');
      expect(final.task?.message).toMatch(/^Cancelled\./);
      expect(final.devices.filter((d) => d.state === 'REVOKED').length).toBeGreaterThanOrEqual(
        slow.hosts.length - 2,
      );
      // The devices being polled were disconnected, not waited for (each would take minutes).
      expect(Date.now() - cancelledAt).toBeLessThan(20_000);
      // No parser run follows a cancelled poll.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await parserStatus()).task?.task_id).toBe(parserBefore.task?.task_id);
    } finally {
      await slow.stop();
    }
  });

  it('discovers neighbours inside the allowed subnets, up to the hop limit, and never connects outside them', async () => {
    // r1's CDP neighbours: sw1 with a management address in the lab (127.0.40.82) and nx1 with one outside.
    const neighbours = await openLab('127.0.40.81', {
      only: ['r1', 'sw1'],
      port: 22,
      edit: async (folder) => {
        const file = join(folder, 'show', 'r1', 'show_cdp_neighbors_detail.txt');
        await writeFile(file, (await readFile(file, 'utf8')).replaceAll('10.1.0.2', '127.0.40.82'));
      },
    });
    try {
      const r1 = labHost(neighbours, 'r1');
      expect(labHost(neighbours, 'sw1').address).toBe('127.0.40.82');
      const created = await t.as('admin', {
        method: 'POST',
        url: `/api/system/login_devices?${base}`,
        payload: {
          name: 'seed-r1',
          ip_address: r1.address,
          port: r1.port,
          platform: 'cisco_ios',
          login_credential_id: credentialId,
          enable_password: r1.enablePassword,
        },
      });
      const seedId = (created.json() as { data: { id: number } }).data.id;
      // Off by default; on, it needs an allowed subnet.
      const settings = await t.as('admin', { method: 'GET', url: `/api/collectors/settings?${base}` });
      expect((settings.json() as { data: { discovery_enabled: boolean } }).data.discovery_enabled).toBe(
        false,
      );
      const empty = await t.as('admin', {
        method: 'PUT',
        url: `/api/collectors/settings?${base}`,
        payload: { discovery_enabled: true, discovery_subnets: [] },
      });
      expect(empty.statusCode).toBe(400);
      const on = await t.as('admin', {
        method: 'PUT',
        url: `/api/collectors/settings?${base}`,
        payload: {
          discovery_enabled: true,
          discovery_hop_limit: 1,
          discovery_subnets: ['127.0.40.80/28'],
          connect_timeout_seconds: 10,
          command_timeout_seconds: 60,
        },
      });
      expect(on.statusCode).toBe(200);
      const { final } = await pollAll({ login_device_ids: [seedId] });
      expect(final.devices.map((d) => [d.name, d.state, d.discovered, d.hop])).toEqual([
        ['seed-r1', 'SUCCESS', false, 0],
        ['sw1', 'SUCCESS', true, 1],
      ]);
      expect(final.task?.message).toMatch(/\(1 discovered\)\.$/);
      const list = (
        (await t.as('admin', { method: 'GET', url: `/api/system/login_devices?${base}` })).json() as {
          data: (LoginDevice & {
            ip_address: string;
            discovered: boolean;
            login_credential_id: number | null;
          })[];
        }
      ).data;
      const found = list.filter((device) => device.discovered);
      expect(found.map((d) => [d.name, d.ip_address, d.login_credential_id])).toEqual([
        ['sw1', '127.0.40.82', credentialId],
      ]);
      // nx1's address (192.0.2.13) is outside the allowed subnets: not added, never contacted.
      expect(list.some((device) => device.ip_address === '192.0.2.13')).toBe(false);
    } finally {
      await t.as('admin', {
        method: 'PUT',
        url: `/api/collectors/settings?${base}`,
        payload: { discovery_enabled: false },
      });
      await neighbours.stop();
    }
  });
});
