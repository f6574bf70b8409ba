import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { answerKey, cachedSerialisedAnswer, sendSerialised } from '../../http/answer-cache';
import { listFiltersOf, queryInt, queryString, requestScope } from '../../http/request-scope';
import {
  createHost,
  deleteHostExtended,
  deleteHosts,
  getHost,
  listHostsJson,
  setHostNotes,
  upsertHostExtended,
  writeHost,
} from './service';

export async function hostsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const hostIdOf = (params: Record<string, unknown>) => String(params.host_id);

  app.get('/api/explorer/hosts', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'read', 'hosts');
    const query = request.valid.query;
    const vlans = query['vlan_ids[]'];
    const body = await cachedSerialisedAnswer(ctx.db, [scope], answerKey(request, scope), () =>
      listHostsJson(ctx, scope, {
        ...listFiltersOf(query),
        vlanIds: Array.isArray(vlans) ? vlans.filter((v): v is number => typeof v === 'number') : undefined,
        deviceId: queryString(query.device_id),
      }),
    );
    return sendSerialised(reply, body);
  });

  app.post<{ Body: Api.HostInput }>('/api/explorer/hosts', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'create', 'hosts');
    const data = await createHost(ctx, scope, request.body, queryInt(request.valid.query.creation_date));
    return reply.code(201).send({ data });
  });

  app.delete<{ Body: Api.ExplorerBulkDeleteRequest }>('/api/explorer/hosts/bulk', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'hosts');
    await deleteHosts(ctx, scope, request.body.data);
    return reply.code(204).send();
  });

  app.get('/api/explorer/hosts/:host_id', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'hosts');
    return { data: await getHost(ctx, scope, hostIdOf(request.valid.params)) };
  });

  app.put<{ Body: Api.HostInput }>('/api/explorer/hosts/:host_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'hosts');
    const id = hostIdOf(request.valid.params);
    return { data: await writeHost(ctx, scope, id, request.body, 'replace') };
  });

  app.patch<{ Body: Api.HostPatch }>('/api/explorer/hosts/:host_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'hosts');
    const id = hostIdOf(request.valid.params);
    return { data: await writeHost(ctx, scope, id, request.body, 'merge') };
  });

  app.delete('/api/explorer/hosts/:host_id', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'hosts');
    await deleteHosts(ctx, scope, [hostIdOf(request.valid.params)]);
    return reply.code(204).send();
  });

  app.patch<{ Body: Api.NotesInput }>('/api/explorer/hosts/:host_id/notes', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'hosts');
    const { notes } = request.body;
    return { data: await setHostNotes(ctx, scope, hostIdOf(request.valid.params), notes) };
  });

  app.post<{ Body: Api.HostExtendedInput }>('/api/explorer/hosts_extended', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'hosts');
    const body = request.body;
    return { data: await upsertHostExtended(ctx, scope, body.mac_address, body.attributes) };
  });

  app.delete('/api/explorer/hosts_extended/:mac_address', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'hosts');
    await deleteHostExtended(ctx, scope, String(request.valid.params.mac_address));
    return reply.code(204).send();
  });
}
