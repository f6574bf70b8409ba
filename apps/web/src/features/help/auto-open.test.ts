import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleAutoOpen } from './auto-open';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('scheduleAutoOpen', () => {
  it('opens after 5000 ms and sets helpModalShown', () => {
    const open = vi.fn();
    scheduleAutoOpen(open, 5000);
    vi.advanceTimersByTime(4999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('helpModalShown')).toBe('true');
  });

  it('does not open again in the same session', () => {
    sessionStorage.setItem('helpModalShown', 'true');
    const open = vi.fn();
    scheduleAutoOpen(open, 5000);
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const open = vi.fn();
    const cancel = scheduleAutoOpen(open, 5000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });
});
