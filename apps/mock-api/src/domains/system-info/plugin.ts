import type { FastifyInstance } from 'fastify';
import { authorize } from '../../auth/guard';
import { notFound } from '../../errors';
import { listContainers, listTasks } from './service';

export async function systemInfoPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/api/taskstatus', async (request) => {
    await authorize(ctx, request, 'read', 'system_settings');
    const taskType = request.valid.query.task_type;
    return { data: await listTasks(ctx, typeof taskType === 'string' ? taskType : undefined) };
  });

  app.get('/api/logs', async (request) => {
    await authorize(ctx, request, 'read', 'system_settings');
    const container = String(request.valid.query.container_name ?? 'api');
    const tail = Number(request.valid.query.tail ?? 100);
    if (container === 'api') return { data: { container_name: container, lines: ctx.logs.tail(tail) } };
    if (container === 'database') return { data: { container_name: container, lines: [] } };
    throw notFound('Container not found.');
  });

  app.get('/api/containers', async (request) => {
    await authorize(ctx, request, 'read', 'system_settings');
    return { data: listContainers(ctx) };
  });

  /** Public: tells the web app, before sign-in too, whether this is the read-only demo instance. */
  app.get('/api/system/settings', async () => {
    return { data: { demo: ctx.demo, version: ctx.version.version, database: ctx.database.kind } };
  });
}
