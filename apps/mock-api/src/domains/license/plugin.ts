import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { authorize, requireUser } from '../../auth/guard';
import { checkFeatures, currentLicense, installLicense, removeLicense } from './service';

export async function licensePlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  // Every signed-in user reads the licence: the app shows IPAM and the expiry dialog from it.
  app.get('/api/license', async (request) => {
    await requireUser(ctx, request);
    return { data: await currentLicense(ctx) };
  });

  app.post<{ Body: Api.LicenseInput }>('/api/license', async (request) => {
    await authorize(ctx, request, 'update', 'license');
    return { data: await installLicense(ctx, request.body.key) };
  });

  app.delete('/api/license', async (request, reply) => {
    await authorize(ctx, request, 'delete', 'license');
    await removeLicense(ctx);
    return reply.code(204).send();
  });

  app.get('/api/license/valid', async (request) => {
    await requireUser(ctx, request);
    const features = (request.valid.query['features[]'] as string[] | undefined) ?? [];
    return { data: await checkFeatures(ctx, features) };
  });
}
