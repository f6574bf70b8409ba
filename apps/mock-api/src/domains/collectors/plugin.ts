import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../http/request-scope';
import { parserStatus, pollerStats, runParser, runPoller } from './service';

export async function collectorsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/api/collectors/parser_run_status', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'collectors');
    return { data: await parserStatus(ctx, scope.networkId) };
  });

  app.post('/api/collectors/parser_run', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'manage', 'collectors');
    return reply.code(202).send({ data: await runParser(ctx, scope.networkId) });
  });

  app.get('/api/collectors/poller_run_stats', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'collectors');
    return { data: await pollerStats(ctx, scope.networkId) };
  });

  app.post('/api/collectors/poller_run', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'manage', 'collectors');
    const body = (request.body ?? {}) as { login_device_ids?: number[] };
    return reply.code(202).send({ data: await runPoller(ctx, scope.networkId, body.login_device_ids) });
  });
}
