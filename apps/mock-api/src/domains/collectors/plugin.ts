import type * as Api from '@lne/api-client/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importLimits } from '../../collect/unpack';
import { requestScope } from '../../http/request-scope';
import { bufferedUpload } from '../../uploads';
import { networkRuns, runArchive, runFileOf, runReport } from './runs';
import { cancelPoller, importSnapshot, parserStatus, pollerStats, runParser, runPoller } from './service';
import { getCollectorSettings, updateCollectorSettings } from './settings';
import { endInterruptedRuns, recentTasks } from './tasks';

/** The collection run of the path, checked by the contract. */
const runIdOf = (request: FastifyRequest) => Number(request.valid.params.run_id);

/**
 * A snapshot archive is never larger than what it may unpack to plus its container's overhead per file (a tar
 * header and padding, a zip's headers and name): at most 1 kB each.
 */
function snapshotUploadLimit(): number {
  const limits = importLimits();
  return limits.maxUnpackedBytes + limits.maxEntries * 1024;
}

export async function collectorsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const snapshot = bufferedUpload({
    maxBytes: ctx.limits.snapshotImport ?? snapshotUploadLimit(),
    permit: (request) => requestScope(ctx, request, 'manage', 'collectors'),
  });
  const ended = await endInterruptedRuns(ctx);
  if (ended > 0) app.log.warn({ ended }, 'collector runs the server stopped during were ended as failed');

  app.get('/api/collectors/parser_run_status', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'collectors');
    return { data: await parserStatus(ctx, scope.networkId) };
  });

  app.get('/api/collectors/tasks', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'collectors');
    const type = request.valid.query.task_type === 'poller' ? 'poller' : 'parser';
    return { data: await recentTasks(ctx, scope.networkId, type) };
  });

  app.post('/api/collectors/parser_run', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'manage', 'collectors');
    return reply.code(202).send({ data: await runParser(ctx, scope.networkId) });
  });

  // Not wrapped in the write lock (app.ts): unpacking and parsing take seconds and change nothing; the import
  // takes the lock itself to store the run.
  app.post('/api/collectors/import', snapshot.options, async (request, reply) => {
    const { permit: scope, upload } = snapshot.of(request);
    const outcome = await importSnapshot(
      ctx,
      scope.networkId,
      upload,
      request.valid.query.validate_only === true,
    );
    return 'report' in outcome
      ? reply.code(200).send({ data: outcome.report })
      : reply.code(202).send({ data: outcome.task });
  });

  // What was collected is evidence of the inventory: whoever may read the devices may read it.
  app.get('/api/collectors/runs', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await networkRuns(ctx, scope.networkId) };
  });

  app.get('/api/collectors/runs/:run_id/report', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await runReport(ctx, scope.networkId, runIdOf(request)) };
  });

  app.get('/api/collectors/runs/:run_id/file', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return {
      data: await runFileOf(ctx, scope.networkId, runIdOf(request), String(request.valid.query.path)),
    };
  });

  app.get('/api/collectors/runs/:run_id/archive', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const device = request.valid.query.device;
    const archive = await runArchive(
      ctx,
      scope.networkId,
      runIdOf(request),
      typeof device === 'string' ? device : undefined,
    );
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${archive.filename}"`)
      .send(archive.content);
  });

  app.get('/api/collectors/poller_run_stats', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'collectors');
    return { data: await pollerStats(ctx, scope.networkId) };
  });

  app.post<{ Body: Api.PollerRunRequest | undefined }>(
    '/api/collectors/poller_run',
    async (request, reply) => {
      const scope = await requestScope(ctx, request, 'manage', 'collectors');
      const body = request.body ?? {};
      return reply.code(202).send({ data: await runPoller(ctx, scope.networkId, body.login_device_ids) });
    },
  );

  app.post('/api/collectors/poller_run/cancel', async (request) => {
    const scope = await requestScope(ctx, request, 'manage', 'collectors');
    return { data: await cancelPoller(ctx, scope.networkId) };
  });

  app.get('/api/collectors/settings', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'collectors');
    return { data: await getCollectorSettings(ctx, scope.networkId) };
  });

  app.put<{ Body: Api.CollectorSettingsInput }>('/api/collectors/settings', async (request) => {
    const scope = await requestScope(ctx, request, 'manage', 'collectors');
    return {
      data: await updateCollectorSettings(ctx, scope.networkId, request.body),
    };
  });
}
