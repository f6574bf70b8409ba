import type { CollectorTask } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { followTask, importBusy, importProgress, isOpen } from './import-state';

const task = (state: CollectorTask['state'], progress = 0, id = 'a'): CollectorTask => ({
  task_id: id,
  task_type: 'parser',
  state,
  explorer_network_id: 2,
  created: 1,
  started: state === 'PENDING' ? null : 2,
  finished: null,
  message: null,
  progress,
  run_id: 7,
});

describe('followTask', () => {
  it("follows the import's own run once the status call shows it, not another run", () => {
    const queued = task('PENDING');
    expect(followTask(queued, undefined)).toBe(queued);
    expect(followTask(queued, { running: false, task: null })).toBe(queued);
    expect(followTask(queued, { running: true, task: task('STARTED', 50, 'other') })).toBe(queued);
    const started = task('STARTED', 50);
    expect(followTask(queued, { running: true, task: started })).toBe(started);
  });
});

describe('importProgress', () => {
  it('shows the upload in percent, or without one while its size is unknown', () => {
    expect(importProgress({ kind: 'uploading', file: 'a.zip', percent: 42 })).toEqual({
      text: 'Uploading a.zip... 42%',
      percent: 42,
    });
    expect(importProgress({ kind: 'uploading', file: 'a.zip', percent: null })).toEqual({
      text: 'Uploading a.zip...',
      percent: null,
    });
  });

  it("then the parser run's progress, kept below 100 until it has ended", () => {
    expect(importProgress({ kind: 'parsing', task: task('PENDING') })?.percent).toBe(0);
    expect(importProgress({ kind: 'parsing', task: task('STARTED', 35) })).toEqual({
      text: 'Parsing... 35%',
      percent: 35,
    });
    expect(importProgress({ kind: 'parsing', task: task('STARTED', 100) })?.percent).toBe(99);
    expect(importProgress({ kind: 'parsing', task: task('SUCCESS', 100) })?.percent).toBe(100);
    expect(importProgress({ kind: 'parsing', task: task('FAILURE', 100) })).toBeNull();
    expect(importProgress({ kind: 'refused', message: 'no' })).toBeNull();
  });
});

describe('importBusy', () => {
  it('is busy while uploading and while the run is open', () => {
    expect(importBusy({ kind: 'idle' })).toBe(false);
    expect(importBusy({ kind: 'uploading', file: 'a.zip', percent: 1 })).toBe(true);
    expect(importBusy({ kind: 'parsing', task: task('STARTED') })).toBe(true);
    expect(importBusy({ kind: 'parsing', task: task('FAILURE') })).toBe(false);
    expect(isOpen(task('PENDING'))).toBe(true);
    expect(isOpen(task('REVOKED'))).toBe(false);
  });
});
