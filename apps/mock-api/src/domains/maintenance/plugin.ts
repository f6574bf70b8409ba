import type { FastifyInstance } from 'fastify';
import { authorize } from '../../auth/guard';
import { bufferedUpload } from '../../uploads';
import { recordTask } from '../system-info/service';
import { deletePatches, installPatches, patchConfig, runCleanup, uploadPatch } from './service';

export async function maintenancePlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const patch = bufferedUpload({
    maxBytes: ctx.limits.patch,
    permit: (request) => authorize(ctx, request, 'create', 'patch_and_upload'),
  });

  app.post('/api/system/maintenance/upload_patch', patch.options, async (request, reply) => {
    const { upload } = patch.of(request);
    return reply.code(201).send({ data: await uploadPatch(ctx, upload.filename, upload.content) });
  });

  app.get('/api/system/maintenance/patches', async (request) => {
    await authorize(ctx, request, 'read', 'patch_and_upload');
    return { data: await patchConfig(ctx) };
  });

  app.delete('/api/system/maintenance/patches', async (request, reply) => {
    await authorize(ctx, request, 'delete', 'patch_and_upload');
    await deletePatches(ctx);
    return reply.code(204).send();
  });

  app.post('/api/system/maintenance/install_patches', async (request) => {
    await authorize(ctx, request, 'update', 'patch_and_upload');
    return { data: await recordTask(ctx, 'install_patches', () => installPatches(ctx)) };
  });

  app.post('/api/system/maintenance/run_cleanup', async (request) => {
    await authorize(ctx, request, 'update', 'patch_and_upload');
    return { data: await recordTask(ctx, 'cleanup', () => runCleanup(ctx)) };
  });
}
