import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../auth/guard';
import { assertNetworkAccess } from '../networks/service';
import { snapshotOfRequest } from '../snapshots/request';
import {
  acceptHostKey,
  createDevice,
  deleteDevice,
  deviceNetwork,
  getDevice,
  listDevices,
  updateDevice,
} from './service';

export async function loginDevicesPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const networkOf = (query: Record<string, unknown>) => Number(query.explorer_network_id ?? 1);
  const idOf = (params: Record<string, unknown>) => Number(params.login_device_id);

  app.get('/api/system/login_devices', async (request) => {
    const user = await authorize(ctx, request, 'read', 'login_devices');
    const network = await assertNetworkAccess(ctx, user, networkOf(request.valid.query));
    return { data: await listDevices(ctx, network.id) };
  });
  app.post<{ Body: Api.LoginDeviceInput }>('/api/system/login_devices', async (request, reply) => {
    const user = await authorize(ctx, request, 'create', 'login_devices', snapshotOfRequest(request));
    const network = await assertNetworkAccess(ctx, user, networkOf(request.valid.query));
    return reply.code(201).send({ data: await createDevice(ctx, network.id, request.body) });
  });
  app.get('/api/system/login_devices/:login_device_id', async (request) => {
    const user = await authorize(ctx, request, 'read', 'login_devices');
    const id = idOf(request.valid.params);
    await assertNetworkAccess(ctx, user, await deviceNetwork(ctx, id));
    return { data: await getDevice(ctx, id) };
  });
  app.put<{ Body: Api.LoginDeviceInput }>('/api/system/login_devices/:login_device_id', async (request) => {
    const user = await authorize(ctx, request, 'update', 'login_devices', snapshotOfRequest(request));
    const id = idOf(request.valid.params);
    await assertNetworkAccess(ctx, user, await deviceNetwork(ctx, id));
    return { data: await updateDevice(ctx, id, request.body) };
  });
  app.delete('/api/system/login_devices/:login_device_id', async (request, reply) => {
    const user = await authorize(ctx, request, 'delete', 'login_devices', snapshotOfRequest(request));
    const id = idOf(request.valid.params);
    await assertNetworkAccess(ctx, user, await deviceNetwork(ctx, id));
    await deleteDevice(ctx, id);
    return reply.code(204).send();
  });
  // Trusting another host key is an administrator's decision (`manage` on the collectors).
  app.post<{ Body: Api.AcceptHostKeyInput }>(
    '/api/system/login_devices/:login_device_id/accept_host_key',
    async (request) => {
      const user = await authorize(ctx, request, 'manage', 'collectors', snapshotOfRequest(request));
      const id = idOf(request.valid.params);
      await assertNetworkAccess(ctx, user, await deviceNetwork(ctx, id));
      const body = request.body;
      return { data: await acceptHostKey(ctx, id, body.fingerprint) };
    },
  );
}
