import type { FastifyInstance } from 'fastify';
import { queryString, requestScope } from '../../http/request-scope';
import { listStpInstances, listStpProtocols, SUPPORTED_VENDORS } from './service';

export async function explorerPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/api/explorer/supported_vendors', async (request) => {
    await requestScope(ctx, request, 'read', 'devices');
    return { data: SUPPORTED_VENDORS };
  });

  app.get('/api/explorer/stp_protocols', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await listStpProtocols(ctx, scope) };
  });

  app.get('/api/explorer/stp_instances', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await listStpInstances(ctx, scope, queryString(request.valid.query.stp_protocol)) };
  });
}
