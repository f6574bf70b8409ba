import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../auth/guard';
import { assertNetworkAccess, visibleNetworkIds } from '../networks/service';
import { snapshotOfRequest } from './request';
import {
  createSnapshot,
  deleteSnapshot,
  getSnapshot,
  listSchedules,
  listSnapshots,
  renameSnapshot,
  snapshotAllNetworks,
} from './service';

export async function snapshotsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const networkOf = (query: Record<string, unknown>) => Number(query.explorer_network_id ?? 1);
  const snapshotOf = (params: Record<string, unknown>) => Number(params.snapshot_id);

  app.get('/api/system/snapshots', async (request) => {
    const user = await authorize(ctx, request, 'read', 'snapshots');
    const networkId = networkOf(request.valid.query);
    await assertNetworkAccess(ctx, user, networkId);
    return { data: await listSnapshots(ctx, networkId) };
  });

  app.post<{ Body: Api.SnapshotCreate | undefined }>('/api/system/snapshots', async (request, reply) => {
    const user = await authorize(ctx, request, 'create', 'snapshots', snapshotOfRequest(request));
    const networkId = networkOf(request.valid.query);
    await assertNetworkAccess(ctx, user, networkId);
    const body = request.body ?? {};
    return reply.code(201).send({ data: await createSnapshot(ctx, networkId, body.name) });
  });

  app.post('/api/system/all_snapshots', async (request, reply) => {
    await authorize(ctx, request, 'create', 'snapshots', snapshotOfRequest(request));
    return reply
      .code(201)
      .send({ data: await snapshotAllNetworks(ctx, request.valid.query.reset_db === true) });
  });

  app.get('/api/system/snapshots/:snapshot_id', async (request) => {
    const user = await authorize(ctx, request, 'read', 'snapshots');
    const networkId = networkOf(request.valid.query);
    await assertNetworkAccess(ctx, user, networkId);
    return { data: await getSnapshot(ctx, networkId, snapshotOf(request.valid.params)) };
  });

  app.put<{ Body: Api.SnapshotUpdate }>('/api/system/snapshots/:snapshot_id', async (request) => {
    const user = await authorize(ctx, request, 'update', 'snapshots', snapshotOfRequest(request));
    const networkId = networkOf(request.valid.query);
    await assertNetworkAccess(ctx, user, networkId);
    const body = request.body;
    return { data: await renameSnapshot(ctx, networkId, snapshotOf(request.valid.params), body.name) };
  });

  app.delete('/api/system/snapshots/:snapshot_id', async (request, reply) => {
    const user = await authorize(ctx, request, 'delete', 'snapshots', snapshotOfRequest(request));
    const networkId = networkOf(request.valid.query);
    await assertNetworkAccess(ctx, user, networkId);
    await deleteSnapshot(ctx, networkId, snapshotOf(request.valid.params));
    return reply.code(204).send();
  });

  app.get('/api/system/snapshot_schedules', async (request) => {
    const user = await authorize(ctx, request, 'read', 'schedules');
    return { data: await listSchedules(ctx, await visibleNetworkIds(ctx, user)) };
  });
}
