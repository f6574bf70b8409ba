import type { CollectorTask } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { collectorMessages as m } from './messages';
import { pollInterval, runView } from './run-state';

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
