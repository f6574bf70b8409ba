import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../auth/guard';
import {
  assertNetworkAccess,
  createNetwork,
  deleteNetwork,
  listNetworks,
  networkSummary,
  updateNetwork,
} from './service';

export async function networksPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const idOf = (params: Record<string, unknown>) => Number(params.explorer_network_id);

  app.get('/api/system/explorer_networks', async (request) => {
    const user = await authorize(ctx, request, 'read', 'networks');
    return { data: await listNetworks(ctx, user) };
  });

  app.post<{ Body: Api.ExplorerNetworkInput }>('/api/system/explorer_networks', async (request, reply) => {
    const user = await authorize(ctx, request, 'create', 'networks');
    return reply.code(201).send({ data: await createNetwork(ctx, user, request.body) });
  });

  app.get('/api/system/explorer_networks/:explorer_network_id', async (request) => {
    const user = await authorize(ctx, request, 'read', 'networks');
    return { data: await assertNetworkAccess(ctx, user, idOf(request.valid.params)) };
  });

  app.get('/api/system/explorer_networks/:explorer_network_id/summary', async (request) => {
    const user = await authorize(ctx, request, 'read', 'networks');
    return { data: await networkSummary(ctx, user, idOf(request.valid.params)) };
  });

  app.put<{ Body: Api.ExplorerNetworkInput }>(
    '/api/system/explorer_networks/:explorer_network_id',
    async (request) => {
      const user = await authorize(ctx, request, 'update', 'networks');
      return {
        data: await updateNetwork(ctx, user, idOf(request.valid.params), request.body),
      };
    },
  );

  app.delete('/api/system/explorer_networks/:explorer_network_id', async (request, reply) => {
    const user = await authorize(ctx, request, 'delete', 'networks');
    await deleteNetwork(ctx, user, idOf(request.valid.params));
    return reply.code(204).send();
  });
}
