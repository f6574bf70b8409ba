import { describe, expect, it } from 'vitest';
import { eachSliced, runNow, runSliced, SliceCancelled, type SlicedWork } from './index';

/** A clock that moves `cost` ms per work step, and a scheduler that queues tasks for the test to run. */
function harness(cost: number) {
  let time = 0;
  const tasks: (() => void)[] = [];
  return {
    now: () => time,
    tick: () => {
      time += cost;
    },
    schedule: (next: () => void) => {
      tasks.push(next);
    },
    pending: () => tasks.length,
    runOne: () => tasks.shift()?.(),
    /** Runs queued tasks, recording how long each lasted on the fake clock. */
    runAll: async () => {
      const durations: number[] = [];
      for (let guard = 0; guard < 1000; guard += 1) {
        const task = tasks.shift();
        if (!task) {
          // A waited promise may queue the next task in a microtask.
          await Promise.resolve();
          if (tasks.length === 0) break;
          continue;
        }
        const start = time;
        task();
        durations.push(time - start);
      }
      return durations;
    },
  };
}

describe('runSliced', () => {
  it('splits work into tasks of about the budget and returns its result', async () => {
    const h = harness(1);
    function* work(): SlicedWork<number> {
      let sum = 0;
      for (let i = 0; i < 100; i += 1) {
        h.tick();
        sum += i;
        yield;
      }
      return sum;
    }
    const run = runSliced(work(), { budgetMs: 10, now: h.now, schedule: h.schedule });
    const durations = await h.runAll();
    await expect(run.done).resolves.toBe(4950);
    expect(durations.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...durations)).toBeLessThanOrEqual(10);
  });

  it('resolves in a task after the last slice, so that what awaits it does not lengthen that slice', async () => {
    const h = harness(1);
    function* work(): SlicedWork<string> {
      h.tick();
      yield;
      return 'ingested';
    }
    let resolved = false;
    const run = runSliced(work(), { budgetMs: 10, now: h.now, schedule: h.schedule });
    void run.done.then(() => {
      resolved = true;
    });
    // The only slice runs the work to its end; the result waits for the next task.
    h.runOne();
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(h.pending()).toBe(1);
    h.runOne();
    await expect(run.done).resolves.toBe('ingested');
    expect(resolved).toBe(true);
  });

  it('waits for a yielded promise before it goes on', async () => {
    const h = harness(1);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: string[] = [];
    function* work(): SlicedWork {
      seen.push('before');
      yield gate;
      seen.push('after');
    }
    const run = runSliced(work(), { now: h.now, schedule: h.schedule });
    await h.runAll();
    expect(seen).toEqual(['before']);
    release();
    await gate;
    await h.runAll();
    await run.done;
    expect(seen).toEqual(['before', 'after']);
  });

  it('stops when cancelled and rejects with SliceCancelled', async () => {
    const h = harness(5);
    let steps = 0;
    function* work(): SlicedWork {
      for (;;) {
        h.tick();
        steps += 1;
        yield;
      }
    }
    const run = runSliced(work(), { budgetMs: 10, now: h.now, schedule: h.schedule });
    // The first task is queued, not run: cancelling now means no step ever runs.
    expect(h.pending()).toBe(1);
    run.cancel();
    await h.runAll();
    await expect(run.done).rejects.toBeInstanceOf(SliceCancelled);
    expect(steps).toBe(0);
    expect(run.cancelled).toBe(true);
  });

  it('rejects when the work throws', async () => {
    const h = harness(1);
    function* work(): SlicedWork {
      yield;
      throw new Error('broken');
    }
    const run = runSliced(work(), { now: h.now, schedule: h.schedule });
    await h.runAll();
    await expect(run.done).rejects.toThrow('broken');
  });
});

describe('runNow and eachSliced', () => {
  it('runs sliced work at once, visiting every item', () => {
    const seen: number[] = [];
    runNow(eachSliced([1, 2, 3, 4, 5], (item) => seen.push(item), 2));
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });
  it('refuses work that waits for something asynchronous', () => {
    function* work(): SlicedWork {
      yield Promise.resolve();
    }
    expect(() => runNow(work())).toThrow(/asynchronous/);
  });
});
