import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { tasks } from '../../db/schema';

export type Task = {
  id: number;
  task_type: string;
  status: 'running' | 'success' | 'error';
  message: string;
  started: number;
  finished: number | null;
};

const now = () => Math.floor(Date.now() / 1000);

function toTask(row: typeof tasks.$inferSelect): Task {
  const status = row.status === 'running' || row.status === 'success' ? row.status : 'error';
  return {
    id: row.id,
    task_type: row.taskType,
    status,
    message: row.message,
    started: row.started,
    finished: row.finished,
  };
}

/** Runs `work` as a task recorded for `GET /api/taskstatus`, keeping its outcome. */
export async function recordTask<T>(ctx: AppContext, taskType: string, work: () => Promise<T>): Promise<T> {
  const [row] = await ctx.db
    .insert(tasks)
    .values({ taskType, status: 'running', started: now() })
    .returning();
  const finish = (status: string, message: string) =>
    row
      ? ctx.db.update(tasks).set({ status, message, finished: now() }).where(eq(tasks.id, row.id))
      : undefined;
  try {
    const result = await work();
    await finish('success', '');
    return result;
  } catch (error) {
    // A restore replaces the tasks table too: the row may be gone, which is fine.
    await finish('error', error instanceof Error ? error.message : 'failed')?.catch(() => undefined);
    throw error;
  }
}

export async function listTasks(ctx: AppContext, taskType: string | undefined): Promise<Task[]> {
  const query = ctx.db.select().from(tasks).orderBy(desc(tasks.id)).limit(50);
  const rows = taskType ? await query.where(eq(tasks.taskType, taskType)) : await query;
  return rows.map(toTask);
}

export function listContainers(ctx: AppContext) {
  return [
    {
      name: 'api',
      image: `lne/mock-api:${ctx.version.version}`,
      status: 'running',
      started: ctx.startedAt,
    },
    {
      name: 'database',
      image: ctx.database.kind === 'pglite' ? 'pglite (embedded)' : 'postgresql',
      status: 'running',
      started: ctx.startedAt,
    },
  ];
}
