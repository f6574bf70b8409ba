/**
 * Exponential back-off after repeated failures, per key (an account, a client address). The first
 * `freeFailures` cost nothing; each further one locks the key for `baseDelayMs`, then twice as long, up to
 * `maxDelayMs`. A key is forgotten `forgetAfterMs` after its last failure, and at most `maxKeys` are kept (the
 * oldest go first), so guessing across many names cannot grow memory.
 */
export type ThrottleOptions = {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  maxKeys: number;
};

type KeyState = { failures: number; lockedUntil: number; lastFailure: number };

export class FailureThrottle {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    readonly options: ThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long `key` must wait before its next attempt is heard, in milliseconds (0: now). */
  retryAfterMs(key: string): number {
    const state = this.current(key);
    return state ? Math.max(0, state.lockedUntil - this.now()) : 0;
  }

  /** One more failure of `key`; answers how long it is now locked. */
  fail(key: string): number {
    const now = this.now();
    const state = this.current(key) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    state.failures += 1;
    state.lastFailure = now;
    const over = state.failures - this.options.freeFailures;
    if (over > 0) {
      const delay = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** Math.min(over - 1, 30));
      state.lockedUntil = now + delay;
    }
    // Re-inserted so the map stays ordered by last failure: the oldest key is the first to go.
    this.keys.delete(key);
    this.keys.set(key, state);
    while (this.keys.size > this.options.maxKeys) {
      const oldest = this.keys.keys().next();
      if (oldest.done) break;
      this.keys.delete(oldest.value);
    }
    return Math.max(0, state.lockedUntil - now);
  }

  /** A success of `key` forgets its failures. */
  succeed(key: string): void {
    this.keys.delete(key);
  }

  /** Keys currently remembered (for tests and the bound on memory). */
  get size(): number {
    return this.keys.size;
  }

  private current(key: string): KeyState | undefined {
    const state = this.keys.get(key);
    if (
      state &&
      this.now() - state.lastFailure > this.options.forgetAfterMs &&
      state.lockedUntil <= this.now()
    ) {
      this.keys.delete(key);
      return undefined;
    }
    return state;
  }
}

export type Throttles = {
  /** Failed sign-ins per account (the name given, lower-cased). */
  loginAccount: FailureThrottle;
  /** Failed sign-ins per client address, whatever the account. */
  loginAddress: FailureThrottle;
  /** Price requests per client address: every one counts, as each sends a message. */
  email: FailureThrottle;
};

const MINUTE = 60_000;

export type ThrottleSettings = Record<keyof Throttles, ThrottleOptions>;

/**
 * Honest use never fails a sign-in, so only failures count: five wrong passwords for one account, or twenty
 * from one address, then 1 s, 2 s, 4 s … up to 15 minutes between attempts.
 */
export const DEFAULT_THROTTLES: ThrottleSettings = {
  loginAccount: {
    freeFailures: 5,
    baseDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 30 * MINUTE,
    maxKeys: 10_000,
  },
  loginAddress: {
    freeFailures: 20,
    baseDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 30 * MINUTE,
    maxKeys: 10_000,
  },
  email: {
    freeFailures: 10,
    baseDelayMs: 30_000,
    maxDelayMs: 60 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
    maxKeys: 10_000,
  },
};

export function createThrottles(
  settings: Partial<ThrottleSettings> = {},
  now: () => number = Date.now,
): Throttles {
  const merged = { ...DEFAULT_THROTTLES, ...settings };
  return {
    loginAccount: new FailureThrottle(merged.loginAccount, now),
    loginAddress: new FailureThrottle(merged.loginAddress, now),
    email: new FailureThrottle(merged.email, now),
  };
}
