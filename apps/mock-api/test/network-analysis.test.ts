import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { loginDevices } from '../src/db/schema';
import { storedLiveDataset } from '../src/db/seed-network';
import { NOTHING_COLLECTED } from '../src/domains/collectors/service';
import { generateDataset } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

const dataset = storedLiveDataset(generateDataset());
const ot = dataset.networks[0];
if (!ot) throw new Error('the OT network');

type Task = { task_id: string; task_type: string; state: string; message: string | null };
type Report = {
  created: number | null;
  descriptions: { type: string; tags: string[]; long_description: string | null }[];
  results: Record<
    string,
    { device_id: string; device_name: string; results: { severity: string; message: string }[] }[]
  >;
};

function multipart(content: string) {
  const boundary = '----lne-analysis-boundary';
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="upload_file"; filename="x.cfg"',
    'Content-Type: text/plain',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('assessment, collectors and analytics', () => {
  let t: TestApp;
  const base = 'explorer_network_id=1';

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 600; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('timed out');
  }

  async function report(query = ''): Promise<Report> {
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/analytics/assessment/configuration/assessments?${base}${query}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Report }).data;
  }

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
  });
  afterAll(() => t.app.close());

  it('describes every check and answers findings keyed by type before any run', async () => {
    const data = await report();
    expect(data.created).toBeNull();
    expect(data.descriptions.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(data.results).sort()).toEqual(data.descriptions.map((d) => d.type).sort());
    expect(data.results.half_duplex?.length).toBeGreaterThan(0);
    const filtered = await report('&type=half_duplex&severity=critical');
    expect(filtered.results).toEqual({ half_duplex: [] });
    const unknown = await t.as('reader', {
      method: 'GET',
      url: `/api/analytics/assessment/configuration/assessments?${base}&severity=urgent`,
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('a config change changes the findings after run_assessment, recorded as a task', async () => {
    const config = ot.live.configs.find(
      (c) =>
        (c.platform === 'cisco_xe' || c.platform === 'cisco_ios') && !/transport input telnet/.test(c.text),
    );
    if (!config) throw new Error('an IOS-XE config without telnet');
    const before = await report('&type=telnet_enabled');
    expect(before.results.telnet_enabled?.some((r) => r.device_id === config.device_id)).toBe(false);
    const edited = `${config.text}\nline vty 5 15\n transport input telnet ssh\n`;
    const upload = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&device_id=${config.device_id}`,
      ...multipart(edited),
    });
    expect(upload.statusCode).toBe(201);
    const refused = await t.as('reader', {
      method: 'POST',
      url: `/api/analytics/assessment/configuration/run_assessment?${base}`,
    });
    expect(refused.statusCode).toBe(403);
    const run = await t.as('user', {
      method: 'POST',
      url: `/api/analytics/assessment/configuration/run_assessment?${base}`,
    });
    expect(run.statusCode).toBe(202);
    expect((run.json() as { data: Task }).data).toMatchObject({ task_type: 'assessment', state: 'PENDING' });
    const after = await until(
      () => report('&type=telnet_enabled'),
      (r) => r.created !== null,
    );
    // The finding points at the lines the upload added: the block and its `transport input`.
    const block = edited.split('\n').lastIndexOf('line vty 5 15') + 1;
    expect(after.results.telnet_enabled?.find((r) => r.device_id === config.device_id)?.results).toEqual([
      {
        severity: 'high',
        message: "Telnet is allowed: 'transport input telnet ssh'",
        interface: null,
        evidence: [
          {
            device_id: config.device_id,
            device_name: config.device_name,
            config_id: expect.any(Number),
            file: expect.any(String),
            lines: [
              { line: block, text: 'line vty 5 15' },
              { line: block + 1, text: ' transport input telnet ssh' },
            ],
            note: null,
          },
        ],
      },
    ]);
    const tasks = await t.as('admin', { method: 'GET', url: '/api/taskstatus?task_type=assessment' });
    expect((tasks.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('runs the parser and the poller as background tasks with their status', async () => {
    const none = await t.as('admin', { method: 'GET', url: `/api/collectors/parser_run_status?${base}` });
    expect(none.json()).toEqual({ data: { running: false, task: null } });
    const known = ot.live.devices.find((d) => d.data.known);
    if (!known) throw new Error('a known device');
    // The generated network's addresses are outside the subnets the server may poll in tests (127.0.0.0/8):
    // the poller fails them with that reason, without connecting.
    await t.app.ctx.db.insert(loginDevices).values([
      { explorerNetworkId: 1, name: 'known', ipAddress: known.data.ip_address },
      { explorerNetworkId: 1, name: 'gone', ipAddress: '10.254.254.254' },
    ]);
    const poll = await t.as('admin', {
      method: 'POST',
      url: `/api/collectors/poller_run?${base}`,
      payload: {},
    });
    expect(poll.statusCode).toBe(202);
    const stats = await until(
      async () =>
        (
          (
            await t.as('admin', { method: 'GET', url: `/api/collectors/poller_run_stats?${base}` })
          ).json() as {
            data: {
              running: boolean;
              devices_total: number;
              devices_succeeded: number;
              devices_failed: number;
              devices: { name: string; reason: string | null }[];
              task: Task | null;
            };
          }
        ).data,
      (s) => !s.running && s.task !== null,
    );
    expect(stats).toMatchObject({ devices_total: 2, devices_succeeded: 0, devices_failed: 2 });
    expect(stats.devices.map((d) => [d.name, d.reason])).toEqual([
      ['known', 'address not allowed'],
      ['gone', 'address not allowed'],
    ]);
    expect(stats.task?.state).toBe('SUCCESS');
    // Nothing was collected (no device answered): no parser run follows, and the parser never ran here.
    const parser = await t.as('admin', { method: 'GET', url: `/api/collectors/parser_run_status?${base}` });
    expect((parser.json() as { data: { task: Task | null } }).data.task).toBeNull();
    // A parser run started by hand reads the network's latest collection; this network has none (its
    // documents were stored directly), which the run says.
    const started = await t.as('admin', { method: 'POST', url: `/api/collectors/parser_run?${base}` });
    expect(started.statusCode).toBe(202);
    const parsed = await until(
      async () =>
        (
          (
            await t.as('admin', { method: 'GET', url: `/api/collectors/parser_run_status?${base}` })
          ).json() as { data: { running: boolean; task: (Task & { run_id: number | null }) | null } }
        ).data,
      (s) => s.task !== null && !s.running,
    );
    expect(parsed.task).toMatchObject({ state: 'FAILURE', message: NOTHING_COLLECTED, run_id: null });
    // The known device the poller could not reach counts as unreachable; the address no device has, nowhere.
    const status = await t.as('reader', { method: 'GET', url: `/api/analytics/netdev/status?${base}` });
    const rows = (status.json() as { data: { name: string; value: number }[] }).data;
    expect(rows.find((r) => r.name === 'unreachable')?.value).toBe(
      ot.live.devices.filter((d) => d.data.known && d.data.ip_address === known.data.ip_address).length,
    );
    expect(rows.reduce((sum, r) => sum + r.value, 0)).toBe(ot.live.devices.length);
    const reader = await t.as('reader', { method: 'POST', url: `/api/collectors/parser_run?${base}` });
    expect(reader.statusCode).toBe(403);
  });

  it('counts vendors, VLAN usage and hosts per VLAN, largest first', async () => {
    const vendors = await t.as('reader', { method: 'GET', url: `/api/analytics/netdev/vendors?${base}` });
    const rows = (vendors.json() as { data: { name: string; value: number }[] }).data;
    const values = rows.map((r) => r.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const cisco = ot.live.devices.filter((d) => d.data.version.vendor === 'cisco').length;
    expect(rows.find((r) => r.name === 'cisco')?.value).toBe(cisco);
    const hostcount = await t.as('reader', { method: 'GET', url: `/api/analytics/vlans/hostcount?${base}` });
    const total = (hostcount.json() as { data: { value: number }[] }).data.reduce((s, r) => s + r.value, 0);
    expect(total).toBe(ot.live.hosts.filter((h) => h.data.vlan_ids.length > 0).length);
    const hostVendors = await t.as('reader', { method: 'GET', url: `/api/analytics/hosts/vendors?${base}` });
    expect((hostVendors.json() as { data: { name: string }[] }).data.some((r) => r.name === 'Siemens')).toBe(
      true,
    );
    const usage = await t.as('reader', { method: 'GET', url: `/api/analytics/vlans/usage?${base}` });
    expect((usage.json() as { data: { name: string }[] }).data[0]?.name).toMatch(/^\d+( .+)?$/);
  });
});
