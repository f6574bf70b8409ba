import type { FastifyInstance } from 'fastify';
import { requestScope } from '../explorer/scope';
import { cancelPoller, parserStatus, pollerStats, runParser, runPoller } from './service';
import { type CollectorSettingsInput, getCollectorSettings, updateCollectorSettings } from './settings';

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

  app.post('/api/collectors/poller_run/cancel', async (request) => {
    const scope = await requestScope(ctx, request, 'manage', 'collectors');
    return { data: await cancelPoller(ctx, scope.networkId) };
  });

  app.get('/api/collectors/settings', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'collectors');
    return { data: await getCollectorSettings(ctx, scope.networkId) };
  });

  app.put('/api/collectors/settings', async (request) => {
    const scope = await requestScope(ctx, request, 'manage', 'collectors');
    return {
      data: await updateCollectorSettings(ctx, scope.networkId, request.body as CollectorSettingsInput),
    };
  });
}
