import { describe, expect, it } from 'vitest';
import { FailureThrottle } from './throttle';

const options = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000, maxKeys: 3 };

describe('FailureThrottle', () => {
  it('lets the free failures through, then locks for 1 s, 2 s, 4 s … up to the maximum', () => {
    let now = 0;
    const throttle = new FailureThrottle(options, () => now);
    expect([throttle.fail('a'), throttle.fail('a'), throttle.fail('a')]).toEqual([0, 0, 0]);
    expect(throttle.retryAfterMs('a')).toBe(0);
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const delay = throttle.fail('a');
      delays.push(delay);
      expect(throttle.retryAfterMs('a')).toBe(delay);
      now += delay;
      expect(throttle.retryAfterMs('a')).toBe(0);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('keeps keys apart, forgets a key on success and after a quiet time', () => {
    let now = 0;
    const throttle = new FailureThrottle(options, () => now);
    for (let i = 0; i < 4; i += 1) throttle.fail('a');
    expect(throttle.retryAfterMs('a')).toBe(1000);
    expect(throttle.retryAfterMs('b')).toBe(0);
    throttle.succeed('a');
    expect(throttle.retryAfterMs('a')).toBe(0);
    for (let i = 0; i < 3; i += 1) throttle.fail('b');
    now += 61_000;
    // Forgotten: the next failure is a first one again.
    expect(throttle.fail('b')).toBe(0);
  });

  it('remembers at most maxKeys keys, dropping the oldest', () => {
    const throttle = new FailureThrottle(options, () => 0);
    for (const key of ['a', 'b', 'c', 'd', 'e']) throttle.fail(key);
    expect(throttle.size).toBe(3);
  });
});
