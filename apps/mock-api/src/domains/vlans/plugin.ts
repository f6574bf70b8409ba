import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { queryString, requestScope } from '../../http/request-scope';
import { createVlan, deleteVlans, getVlan, listVlans, listZones, updateVlan, vlanStats } from './service';

export async function vlansPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const idOf = (params: Record<string, unknown>) => Number(params.vlan_db_id);

  app.get('/api/explorer/vlans/stats', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'vlans');
    return { data: await vlanStats(ctx, scope) };
  });

  app.get('/api/explorer/zones', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'vlans');
    return { data: await listZones(ctx, scope) };
  });

  app.get('/api/explorer/vlans', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'vlans');
    return { data: await listVlans(ctx, scope, queryString(request.valid.query.search)) };
  });

  app.post<{ Body: Api.ExplorerVlanInput }>('/api/explorer/vlans', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'create', 'vlans');
    return reply.code(201).send({ data: await createVlan(ctx, scope, request.body) });
  });

  app.delete<{ Body: Api.VlanBulkDeleteRequest }>('/api/explorer/vlans/bulk', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'vlans');
    await deleteVlans(ctx, scope, request.body.data);
    return reply.code(204).send();
  });

  app.get('/api/explorer/vlans/:vlan_db_id', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'vlans');
    return { data: await getVlan(ctx, scope, idOf(request.valid.params)) };
  });

  app.put<{ Body: Api.ExplorerVlanInput }>('/api/explorer/vlans/:vlan_db_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'vlans');
    return { data: await updateVlan(ctx, scope, idOf(request.valid.params), request.body) };
  });

  app.delete('/api/explorer/vlans/:vlan_db_id', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'vlans');
    await deleteVlans(ctx, scope, [idOf(request.valid.params)]);
    return reply.code(204).send();
  });
}
