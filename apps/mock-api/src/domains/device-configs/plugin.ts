import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { listFiltersOf, queryInt, queryString, requestScope } from '../../http/request-scope';
import { bufferedUpload } from '../../uploads';
import { assertSnapshot } from '../snapshots/service';
import {
  commitConfigs,
  configChanges,
  configHistory,
  deleteConfigs,
  listConfigs,
  uploadConfig,
} from './service';

export async function deviceConfigsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const configFile = bufferedUpload({
    maxBytes: ctx.limits.config,
    permit: (request) => requestScope(ctx, request, 'update', 'devices'),
  });

  app.post<{ Body: Api.DeviceConfigCommitInput | undefined }>(
    '/api/explorer/devices/configs/git_commit',
    async (request) => {
      const scope = await requestScope(ctx, request, 'update', 'devices');
      const body = request.body ?? {};
      return { data: await commitConfigs(ctx, scope, body.message) };
    },
  );

  app.get('/api/explorer/devices/configs/diff', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = request.valid.query;
    const fromSnapshotId = Number(query.diff_snapshot_id);
    await assertSnapshot(ctx, scope.networkId, fromSnapshotId);
    return { data: await configChanges(ctx, scope, fromSnapshotId, queryString(query.search)) };
  });

  app.get('/api/explorer/devices/configs', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = request.valid.query;
    return {
      data: await listConfigs(ctx, scope, {
        ...listFiltersOf(query),
        deviceId: queryString(query.device_id),
        latest: query.latest === true,
      }),
    };
  });

  app.post('/api/explorer/devices/configs', configFile.options, async (request, reply) => {
    const { permit: scope, upload } = configFile.of(request);
    const file = { filename: upload.filename, text: upload.content.toString('utf8') };
    const deviceId = String(request.valid.query.device_id);
    return reply.code(201).send({ data: await uploadConfig(ctx, scope, deviceId, file.filename, file.text) });
  });

  app.get('/api/explorer/devices/:device_id/configs', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = request.valid.query;
    return {
      data: await configHistory(ctx, scope, String(request.valid.params.device_id), {
        configId: queryInt(query.config_id),
        from: queryInt(query.from),
        to: queryInt(query.to),
      }),
    };
  });

  app.delete('/api/explorer/devices/:device_id/configs', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'devices');
    await deleteConfigs(
      ctx,
      scope,
      String(request.valid.params.device_id),
      queryInt(request.valid.query.config_id),
    );
    return reply.code(204).send();
  });
}
