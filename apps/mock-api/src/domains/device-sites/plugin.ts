import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../http/request-scope';
import { listDeviceSites } from './service';

export async function deviceSitesPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/api/explorer/device_sites', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await listDeviceSites(ctx, scope) };
  });
}
