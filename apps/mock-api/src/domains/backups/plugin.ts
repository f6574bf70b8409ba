import type { FastifyInstance } from 'fastify';
import { authorize } from '../../auth/guard';
import { bufferedUpload } from '../../uploads';
import { recordTask } from '../system-info/service';
import { createBackup, deleteBackup, listBackups, readBackup, restoreBackup } from './service';

export async function backupsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const restore = bufferedUpload({
    maxBytes: ctx.limits.restore,
    permit: (request) => authorize(ctx, request, 'update', 'backups'),
  });

  app.get('/api/system/backups', async (request) => {
    await authorize(ctx, request, 'read', 'backups');
    return { data: listBackups(ctx) };
  });

  app.post('/api/system/backups', async (request, reply) => {
    await authorize(ctx, request, 'create', 'backups');
    const backup = await recordTask(ctx, 'backup', () => createBackup(ctx));
    return reply.code(201).send({ data: backup });
  });

  app.get('/api/system/backups/:filename', async (request, reply) => {
    await authorize(ctx, request, 'read', 'backups');
    const filename = String(request.valid.params.filename);
    const file = readBackup(ctx, filename);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(file);
  });

  app.delete('/api/system/backups/:filename', async (request, reply) => {
    await authorize(ctx, request, 'delete', 'backups');
    deleteBackup(ctx, String(request.valid.params.filename));
    return reply.code(204).send();
  });

  app.post('/api/system/restore', restore.options, async (request) => {
    const { upload } = restore.of(request);
    await recordTask(ctx, 'restore', () => restoreBackup(ctx, upload.content));
    return { data: { restored: true, filename: upload.filename } };
  });
}
