/**
 * Long work split into main-thread tasks of at most a few milliseconds: a generator does the work and yields
 * often; the runner resumes it until its budget for the task is spent, then gives the thread back (the browser
 * renders, handles input) and continues in a new task. No task of the work then lasts much longer than the
 * budget plus one step between two yields.
 */

/** A step of sliced work; `yield` where the work may be interrupted, `yield WAIT` to wait for a promise. */
export type SlicedWork<T = void> = Generator<SliceYield, T, unknown>;

/** Yielded to wait for something outside the thread (a GPU fence, a frame): the runner awaits the promise. */
type SliceYield = undefined | Promise<unknown>;

export type SliceOptions = {
  /** Milliseconds of work per task (default 8). */
  budgetMs?: number;
  now?: () => number;
  /** Schedules the next task; default a message-channel task (no 4 ms timer clamping), else a timeout. */
  schedule?: (next: () => void) => void;
};

export type SlicedRun<T> = {
  readonly done: Promise<T>;
  /** Stops at the next yield; `done` then rejects with `SliceCancelled`. */
  cancel: () => void;
  readonly cancelled: boolean;
};

export class SliceCancelled extends Error {
  constructor() {
    super('sliced work cancelled');
    this.name = 'SliceCancelled';
  }
}

function defaultSchedule(): (next: () => void) => void {
  if (typeof MessageChannel === 'undefined') return (next) => setTimeout(next, 0);
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (next) => {
    queue.push(next);
    channel.port2.postMessage(null);
  };
}

let sharedSchedule: ((next: () => void) => void) | undefined;

/** Runs `work` in tasks of about `budgetMs` each. */
export function runSliced<T>(work: SlicedWork<T>, options: SliceOptions = {}): SlicedRun<T> {
  const budget = options.budgetMs ?? 8;
  const now = options.now ?? (() => performance.now());
  sharedSchedule ??= defaultSchedule();
  const schedule = options.schedule ?? sharedSchedule;
  let cancelled = false;
  let resolveDone: (value: T) => void = () => undefined;
  let rejectDone: (error: unknown) => void = () => undefined;
  const done = new Promise<T>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  // Callers that only cancel need not handle the rejection.
  done.catch(() => undefined);

  const slice = () => {
    if (cancelled) return;
    const start = now();
    try {
      for (;;) {
        const step = work.next();
        if (step.done) {
          // Resolved in a task of its own: what awaits the result (often more work, such as making the map
          // once the graph is ingested) does not run in the last slice's task and lengthen it.
          const value = step.value;
          schedule(() => resolveDone(value));
          return;
        }
        if (cancelled) return;
        if (step.value instanceof Promise) {
          step.value.then(
            () => schedule(slice),
            (error: unknown) => rejectDone(error),
          );
          return;
        }
        if (now() - start >= budget) {
          schedule(slice);
          return;
        }
      }
    } catch (error) {
      rejectDone(error);
    }
  };
  schedule(slice);
  return {
    done,
    cancel: () => {
      if (cancelled) return;
      cancelled = true;
      rejectDone(new SliceCancelled());
    },
    get cancelled() {
      return cancelled;
    },
  };
}

/** Runs `work` to its end at once (tests, small graphs): every yield is ignored, a waited promise is not. */
export function runNow<T>(work: SlicedWork<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (step.value instanceof Promise) throw new Error('runNow: this work waits for something asynchronous');
  }
}

/** Calls `visit` for each item, yielding every `every` items. */
export function* eachSliced<T>(
  items: Iterable<T>,
  visit: (item: T, index: number) => void,
  every = 256,
): SlicedWork {
  let i = 0;
  for (const item of items) {
    visit(item, i);
    i += 1;
    if (i % every === 0) yield;
  }
}
