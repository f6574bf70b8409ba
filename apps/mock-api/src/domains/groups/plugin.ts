import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../auth/guard';
import {
  addNetworks,
  addUsers,
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  removeNetworks,
  removeUsers,
} from './service';

export async function groupsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const idOf = (params: Record<string, unknown>) => Number(params.id ?? params.group_id);

  app.get('/api/system/groups', async (request) => {
    await authorize(ctx, request, 'read', 'groups');
    return { data: await listGroups(ctx) };
  });
  app.post<{ Body: Api.GroupCreate }>('/api/system/groups', async (request, reply) => {
    await authorize(ctx, request, 'create', 'groups');
    const body = request.body;
    return reply.code(201).send({ data: await createGroup(ctx, body) });
  });
  app.get('/api/system/groups/:id', async (request) => {
    await authorize(ctx, request, 'read', 'groups');
    return { data: await getGroup(ctx, idOf(request.valid.params)) };
  });
  app.delete('/api/system/groups/:id', async (request, reply) => {
    await authorize(ctx, request, 'delete', 'groups');
    await deleteGroup(ctx, idOf(request.valid.params));
    return reply.code(204).send();
  });
  app.post<{ Body: Api.GroupUserIds }>('/api/system/groups/:group_id/add_users', async (request) => {
    await authorize(ctx, request, 'update', 'groups');
    return { data: await addUsers(ctx, idOf(request.valid.params), request.body.user_ids) };
  });
  app.delete<{ Body: Api.GroupUserIds }>('/api/system/groups/:group_id/delete_users', async (request) => {
    await authorize(ctx, request, 'update', 'groups');
    return { data: await removeUsers(ctx, idOf(request.valid.params), request.body.user_ids) };
  });
  app.post<{ Body: Api.GroupNetworkIds }>(
    '/api/system/groups/:group_id/add_explorer_networks',
    async (request) => {
      await authorize(ctx, request, 'update', 'groups');
      return { data: await addNetworks(ctx, idOf(request.valid.params), request.body.explorer_network_ids) };
    },
  );
  app.delete<{ Body: Api.GroupNetworkIds }>(
    '/api/system/groups/:group_id/delete_explorer_networks',
    async (request) => {
      await authorize(ctx, request, 'update', 'groups');
      return {
        data: await removeNetworks(ctx, idOf(request.valid.params), request.body.explorer_network_ids),
      };
    },
  );
}
