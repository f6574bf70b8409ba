import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { assertCan, authorize } from '../../auth/guard';
import { queryString, requestScope } from '../../http/request-scope';
import { assertNetworkAccess } from '../networks/service';
import { BASE_VIEW, deleteLayout, saveLayout } from './service';

export async function netmapLayoutPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.post<{ Body: Api.NetmapLayoutInput }>(
    '/api/explorer/netmap_view/layout/create',
    { bodyLimit: ctx.limits.layout },
    async (request, reply) => {
      // The role first (a role that cannot edit the live map cannot edit any), then the body.
      const user = await authorize(ctx, request, 'update', 'netmap');
      const body = request.body;
      // The snapshot comes in the body here: layouts are edited in the live state only.
      assertCan(user, 'update', 'netmap', body.snapshot_id ?? 1);
      await assertNetworkAccess(ctx, user, body.explorer_network_id);
      const layout = await saveLayout(ctx, body.explorer_network_id, body.view ?? BASE_VIEW, body.positions);
      return reply.code(201).send({ data: layout });
    },
  );

  app.delete('/api/explorer/netmap_view/layout/delete', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'netmap');
    await deleteLayout(ctx, scope.networkId, queryString(request.valid.query.view));
    return reply.code(204).send();
  });
}
