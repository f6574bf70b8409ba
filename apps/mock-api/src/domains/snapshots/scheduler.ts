import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runDueSchedules } from './service';

/** Checks the schedules every minute; answers the function that stops it. */
export function startScheduler(ctx: AppContext, log: FastifyBaseLogger, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    if (ctx.demo) return;
    ctx.database.writes
      .run(() => runDueSchedules(ctx, Math.floor(Date.now() / 1000)))
      .then((taken) => {
        for (const snapshot of taken) log.info({ snapshot }, 'automatic snapshot taken');
      })
      .catch((error: unknown) => log.error({ err: error }, 'automatic snapshots failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
