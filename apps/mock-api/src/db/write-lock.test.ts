import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createWriteLock } from './write-lock';

/** Runs `count` read-modify-write increments of a shared counter, each yielding between its read and its write. */
async function racingIncrements(run: (work: () => Promise<void>) => Promise<void>, count: number) {
  let counter = 0;
  await Promise.all(
    Array.from({ length: count }, () =>
      run(async () => {
        const read = counter;
        await sleep(1);
        counter = read + 1;
      }),
    ),
  );
  return counter;
}

describe('the write lock', () => {
  it('lets no read-modify-write interleave with another', async () => {
    // Without the lock the increments overwrite each other: the check below can fail.
    expect(await racingIncrements((work) => work(), 20)).toBeLessThan(20);
    const lock = createWriteLock();
    expect(await racingIncrements((work) => lock.run(work), 20)).toBe(20);
  });

  it('is re-entrant for the work holding it, and says so', async () => {
    const lock = createWriteLock();
    expect(lock.held()).toBe(false);
    const inner = await lock.run(async () => {
      expect(lock.held()).toBe(true);
      return lock.run(async () => 'nested');
    });
    expect(inner).toBe('nested');
    expect(lock.held()).toBe(false);
  });

  it('makes work left running after its holder returned take the lock again', async () => {
    const lock = createWriteLock();
    const order: string[] = [];
    let background: Promise<void> = Promise.resolve();
    await lock.run(async () => {
      background = (async () => {
        await sleep(5);
        // The holder has returned: this is not its turn any more.
        await lock.run(async () => {
          order.push('background');
        });
      })();
    });
    const next = lock.run(async () => {
      await sleep(20);
      order.push('next holder');
    });
    await Promise.all([background, next]);
    expect(order).toEqual(['next holder', 'background']);
  });

  it('passes the failure of a holder on and goes on with the next', async () => {
    const lock = createWriteLock();
    await expect(lock.run(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(lock.run(async () => 'after')).resolves.toBe('after');
  });
});
