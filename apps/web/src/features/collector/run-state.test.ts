import type { CollectionRun, CollectorTask } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { collectorMessages as m } from './messages';
import { latestRun, pollInterval, runView } from './run-state';

const task = (state: CollectorTask['state'], progress?: number): CollectorTask => ({
  task_id: '6f1c2b7e-3d4a-4f5b-9c8d-1e2f3a4b5c6d',
  task_type: 'poller',
  state,
  explorer_network_id: 1,
  created: 1,
  started: null,
  finished: null,
  message: null,
  ...(progress === undefined ? {} : { progress }),
});

describe('runView', () => {
  it('says when a collector never ran', () => {
    expect(runView(null)).toEqual({ label: m.neverRan, color: 'gray', active: false, progress: 0 });
  });
  it('shows queued and running runs with their progress', () => {
    expect(runView(task('PENDING', 0))).toMatchObject({ label: m.queued, active: true, progress: 0 });
    expect(runView(task('STARTED', 40))).toMatchObject({ label: 'Running 40%', active: true, progress: 40 });
    expect(runView(task('STARTED'))).toMatchObject({ active: true, progress: 0 });
    expect(runView(task('STARTED', 140)).progress).toBe(100);
  });
  it('ends succeeded, failed or cancelled at 100', () => {
    expect(runView(task('SUCCESS', 99))).toEqual({
      label: m.succeeded,
      color: 'green',
      active: false,
      progress: 100,
    });
    expect(runView(task('FAILURE'))).toMatchObject({ label: m.failed, color: 'red', active: false });
    expect(runView(task('REVOKED'))).toMatchObject({ label: m.revoked, active: false });
  });
});

describe('pollInterval', () => {
  it('polls only while a run is open', () => {
    expect(pollInterval(true)).toBe(500);
    expect(pollInterval(false)).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
});

/** A collection as the seeded networks have them: collected by a poll, parsed, with no task of this server. */
const collection = (id: number, overrides: Partial<CollectionRun> = {}): CollectionRun => ({
  id,
  explorer_network_id: 1,
  source: 'poll',
  task_id: null,
  created: 1_780_000_000 + id * 86_400,
  status: 'parsed',
  label: 'Poll of 26 devices',
  file_count: 191,
  bytes: 350_000,
  parsed: 1_780_000_000 + id * 86_400 + 60,
  summary: {
    files: 191,
    devices: 26,
    discovered_devices: 37,
    links: 69,
    hosts: 227,
    vlan_subnets: 19,
    parsed: 191,
    partial: 0,
    failed: 0,
    unknown_format: 0,
    warnings: 0,
    platforms: { cisco_xe: 128 },
    written: null,
  },
  ...overrides,
});

describe('latestRun', () => {
  it('is nothing when the collector never ran and nothing was collected', () => {
    expect(latestRun('poller', null, [])).toBeNull();
    expect(latestRun('parser', undefined, undefined)).toBeNull();
  });

  it('shows the newest recorded poll as the poller’s run, ended when it collected', () => {
    const runs = [collection(2), collection(4), collection(3)];
    expect(latestRun('poller', null, runs)).toEqual({
      state: 'SUCCESS',
      progress: 100,
      started: null,
      finished: collection(4).created,
      message: 'Poll of 26 devices',
    });
    expect(runView(latestRun('poller', null, runs)).label).toBe(m.succeeded);
  });

  it('shows the newest parse as the parser’s run, with what it read', () => {
    const run = latestRun('parser', null, [collection(4), collection(3)]);
    expect(run).toMatchObject({ state: 'SUCCESS', finished: collection(4).parsed });
    expect(run?.message).toBe('Poll of 26 devices: parsed 26 devices and 227 hosts from 191 files.');
  });

  it('leaves imports to the parser, unparsed collections out, and a failed parse failed', () => {
    const imported = collection(5, { source: 'import', label: 'lab.zip' });
    expect(latestRun('poller', null, [imported])).toBeNull();
    expect(latestRun('parser', null, [imported])).toMatchObject({ state: 'SUCCESS' });
    expect(latestRun('parser', null, [collection(6, { status: 'collected', parsed: null })])).toBeNull();
    expect(latestRun('parser', null, [collection(7, { status: 'failed', summary: null })])).toMatchObject({
      state: 'FAILURE',
      message: 'Poll of 26 devices',
    });
  });

  it('leaves out collections a task recorded: the task is their run', () => {
    const polled = collection(8, { task_id: '6f1c2b7e-3d4a-4f5b-9c8d-1e2f3a4b5c6d' });
    expect(latestRun('poller', null, [polled])).toBeNull();
  });

  it('takes the task when it is newer than the recorded collections, and an open task always', () => {
    const runs = [collection(4)];
    const later = { ...task('FAILURE'), finished: collection(4).created + 10 };
    expect(latestRun('poller', later, runs)).toBe(later);
    const earlier = { ...task('SUCCESS'), created: 100, finished: 200 };
    expect(latestRun('poller', earlier, runs)).toMatchObject({ finished: collection(4).created });
    const open = { ...task('STARTED', 30), created: 100 };
    expect(latestRun('poller', open, runs)).toBe(open);
    expect(runView(latestRun('poller', open, runs)).label).toBe('Running 30%');
  });
});
