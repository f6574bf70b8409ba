/**
 * What the Data Collector reads about earlier runs: a network's own recent parser runs (`GET
 * /api/collectors/tasks`), and one device's files of a collection run as an archive (`…/archive?device=`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive } from '../src/archive/index';
import { deviceRunFiles } from '../src/domains/collectors/runs';
import { startTestApp, type TestApp } from './helpers';
import { importAndWait, type SnapshotFile, snapshotArchive } from './import-helpers';

const NETWORK = 2;
const OTHER = 1;
const config = (name: string) =>
  `hostname ${name}\n!\ninterface GigabitEthernet0/0\n ip address 10.9.9.1 255.255.255.0\n!\nend\n`;
const FILES: SnapshotFile[] = [
  { path: 'configs/r1.cfg', text: config('r1') },
  { path: 'configs/r2.cfg', text: config('r2') },
  { path: 'show/r1/show version.txt', text: 'Cisco IOS Software, Version 15.2(4)M\nr1 uptime is 1 day\n' },
  {
    path: 'hosts.yaml',
    text: 'r1:\n  hostname: 10.0.0.1\n  platform: cisco_ios\nr2:\n  hostname: 10.0.0.2\n  platform: cisco_ios\n',
  },
];

type Task = { task_id: string; task_type: string; state: string; run_id: number | null };

describe('collector run history', () => {
  let t: TestApp;
  let runId: number;
  const base = `explorer_network_id=${NETWORK}`;

  beforeAll(async () => {
    t = await startTestApp();
    const task = await importAndWait(t, NETWORK, await snapshotArchive(FILES));
    runId = task.run_id ?? 0;
  });
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it("lists the network's own parser runs, newest first, with the collection run each parsed", async () => {
    const second = await importAndWait(t, NETWORK, await snapshotArchive(FILES.slice(0, 1)));
    const answer = await t.as('admin', {
      method: 'GET',
      url: `/api/collectors/tasks?${base}&task_type=parser`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const tasks = (answer.json() as { data: Task[] }).data;
    expect(tasks.map((task) => task.run_id)).toEqual([second.run_id, runId]);
    expect(tasks.every((task) => task.task_type === 'parser' && task.state === 'SUCCESS')).toBe(true);
    expect(tasks[0]?.task_id).toBe(second.task_id);

    // Another network's list does not show them; nor does the poller's.
    const other = await t.as('admin', {
      method: 'GET',
      url: `/api/collectors/tasks?explorer_network_id=${OTHER}&task_type=parser`,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect((other.json() as { data: Task[] }).data.map((task) => task.run_id)).not.toContain(runId);
    const poller = await t.as('admin', {
      method: 'GET',
      url: `/api/collectors/tasks?${base}&task_type=poller`,
    });
    expect((poller.json() as { data: Task[] }).data).toEqual([]);
  });

  it('answers the runs to those who may read the collectors, and checks the task type', async () => {
    const reader = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/tasks?${base}&task_type=parser`,
    });
    expect(reader.statusCode).toBe(403);
    const wrong = await t.as('admin', {
      method: 'GET',
      url: `/api/collectors/tasks?${base}&task_type=backup`,
    });
    expect(wrong.statusCode).toBe(422);
  });

  it("downloads one device's files of a run as a snapshot folder, with its inventory entry only", async () => {
    const answer = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${runId}/archive?${base}&device=r1`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename=".+-run-\d+-r1\.tar\.gz"/);
    const entries = await readArchive(answer.rawPayload);
    const byPath = new Map(entries.map((e) => [e.path.replace(/^[^/]+\//, ''), e.content.toString('utf8')]));
    expect([...byPath.keys()].sort()).toEqual(['configs/r1.cfg', 'hosts.yaml', 'show/r1/show version.txt']);
    expect(byPath.get('configs/r1.cfg')).toBe(config('r1'));
    expect(byPath.get('hosts.yaml')).toContain('10.0.0.1');
    expect(byPath.get('hosts.yaml')).not.toContain('r2');
  });

  it('answers 404 for a device the run holds no file of', async () => {
    const answer = await t.as('admin', {
      method: 'GET',
      url: `/api/collectors/runs/${runId}/archive?${base}&device=nope`,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ detail: 'The collection run has no files of this device.' });
  });
});

describe('deviceRunFiles', () => {
  it('takes configurations with or without an extension and leaves same-prefix names out', () => {
    const files = [
      { path: 'configs/core1', text: 'a' },
      { path: 'configs/core10.cfg', text: 'b' },
      { path: 'show/core1/show lldp neighbors.txt', text: 'c' },
      { path: 'show/core10/show version.txt', text: 'd' },
    ];
    expect(deviceRunFiles(files, 'core1').map((f) => f.path)).toEqual([
      'configs/core1',
      'show/core1/show lldp neighbors.txt',
    ]);
  });

  it('keeps the files when hosts.yaml is not a map or has no entry of the device', () => {
    const files = [
      { path: 'configs/r1.cfg', text: 'a' },
      { path: 'hosts.yaml', text: '- just\n- a list\n' },
    ];
    expect(deviceRunFiles(files, 'r1')).toEqual([{ path: 'configs/r1.cfg', text: 'a' }]);
    expect(deviceRunFiles([{ path: 'hosts.yaml', text: 'r1: {}\n' }], 'r1')).toEqual([]);
  });
});
