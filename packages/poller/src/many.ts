import { pollDevice } from './poll';
import type { DeviceResult, PollManyOptions, PollTarget } from './types';

export const DEFAULT_CONCURRENCY = 16;

function cancelled(target: PollTarget): DeviceResult {
  const transport = target.transport ?? 'ssh';
  return {
    name: target.name,
    host: target.host,
    port: target.port ?? (transport === 'telnet' ? 23 : 22),
    transport,
    status: 'failed',
    reason: 'cancelled',
    detail: 'the poll was cancelled before this device',
    outputs: [],
    messages: [],
    notes: [],
    startedAt: new Date().toISOString(),
    durationMs: 0,
  };
}

/**
 * Polls devices, `concurrency` at a time. One device's failure never stops the others; results come back in
 * the order of `targets`. Cancelling through `signal` ends the running polls and skips the rest.
 */
export async function pollMany(
  targets: readonly PollTarget[],
  options: PollManyOptions = {},
): Promise<DeviceResult[]> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY));
  const results: DeviceResult[] = new Array(targets.length);
  let next = 0;
  let done = 0;
  let running = 0;
  const total = targets.length;
  const report = (type: 'start' | 'done', target: PollTarget, result?: DeviceResult) => {
    try {
      options.onProgress?.({ type, target, result, done, running, total });
    } catch {
      // A failing progress listener must not stop the poll.
    }
  };
  const worker = async () => {
    while (next < targets.length) {
      const index = next;
      next += 1;
      const target = targets[index];
      if (!target) continue;
      if (options.signal?.aborted) {
        const result = cancelled(target);
        results[index] = result;
        done += 1;
        report('done', target, result);
        continue;
      }
      running += 1;
      report('start', target);
      const result = await pollDevice(target, options);
      running -= 1;
      done += 1;
      results[index] = result;
      report('done', target, result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
  return results;
}
