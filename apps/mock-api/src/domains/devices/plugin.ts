import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { answerKey, cachedSerialisedAnswer, sendSerialised } from '../../http/answer-cache';
import { listFiltersOf, queryInt, queryString, requestScope } from '../../http/request-scope';
import {
  createDevice,
  type DeviceInput,
  deleteDevices,
  deviceNeighborRows,
  devicePortRows,
  deviceRouteRows,
  deviceStpInstances,
  getDevice,
  listDevicesJson,
  setDeviceNotes,
  stpInstanceDevices,
  writeDevice,
} from './service';

export async function devicesPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const deviceIdOf = (params: Record<string, unknown>) => String(params.device_id);
  const rowFilters = (query: Record<string, unknown>) => ({
    ...listFiltersOf(query),
    ...(queryString(query.device_id) ? { deviceId: String(query.device_id) } : {}),
  });

  app.get('/api/explorer/devices', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = request.valid.query;
    const body = await cachedSerialisedAnswer(ctx.db, [scope], answerKey(request, scope), () =>
      listDevicesJson(
        ctx,
        scope,
        { ...listFiltersOf(query), serial: queryString(query.serial) },
        query.view === 'summary' ? 'summary' : 'full',
      ),
    );
    return sendSerialised(reply, body);
  });

  app.post('/api/explorer/devices', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'create', 'devices');
    // The stored model's ports, VLANs and version are narrower than the contract's input (src/model).
    const body = request.body as DeviceInput & { name: string; ip_address: string };
    const data = await createDevice(ctx, scope, body, queryInt(request.valid.query.creation_date));
    return reply.code(201).send({ data });
  });

  app.delete<{ Body: Api.ExplorerBulkDeleteRequest }>(
    '/api/explorer/devices/bulk',
    async (request, reply) => {
      const scope = await requestScope(ctx, request, 'delete', 'devices');
      await deleteDevices(ctx, scope, request.body.data);
      return reply.code(204).send();
    },
  );

  app.get('/api/explorer/devices/:device_id', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await getDevice(ctx, scope, deviceIdOf(request.valid.params)) };
  });

  app.put('/api/explorer/devices/:device_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'devices');
    const id = deviceIdOf(request.valid.params);
    return { data: await writeDevice(ctx, scope, id, request.body as DeviceInput, 'replace') };
  });

  app.patch('/api/explorer/devices/:device_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'devices');
    const id = deviceIdOf(request.valid.params);
    return { data: await writeDevice(ctx, scope, id, request.body as DeviceInput, 'merge') };
  });

  app.delete('/api/explorer/devices/:device_id', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'devices');
    await deleteDevices(ctx, scope, [deviceIdOf(request.valid.params)]);
    return reply.code(204).send();
  });

  app.patch<{ Body: Api.NotesInput }>('/api/explorer/devices/:device_id/notes', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'devices');
    const { notes } = request.body;
    return { data: await setDeviceNotes(ctx, scope, deviceIdOf(request.valid.params), notes) };
  });

  app.get('/api/explorer/device_ports', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await devicePortRows(ctx, scope, rowFilters(request.valid.query)) };
  });

  app.get('/api/explorer/device_routes', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await deviceRouteRows(ctx, scope, rowFilters(request.valid.query)) };
  });

  app.get('/api/explorer/device_neighbors', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await deviceNeighborRows(ctx, scope, rowFilters(request.valid.query)) };
  });

  app.get('/api/explorer/device_stp_instance/:device_id', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await deviceStpInstances(ctx, scope, deviceIdOf(request.valid.params)) };
  });

  app.get('/api/explorer/devices_stp_instance/:stp_instance_id', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = request.valid.query;
    const instanceId = String(request.valid.params.stp_instance_id);
    return {
      data: await stpInstanceDevices(
        ctx,
        scope,
        instanceId,
        queryString(query.stp_protocol),
        listFiltersOf(query),
      ),
    };
  });
}
