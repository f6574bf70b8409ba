import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { authorize, requireUser } from '../../auth/guard';
import { assertNetworkAccess } from '../networks/service';
import {
  customFieldsSchema,
  listCustomFieldValues,
  osquerySettings,
  saveCustomFieldsSchema,
  saveOsquery,
  saveValues,
  validateValues,
} from './service';

export async function extensionsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const networkOf = (query: Record<string, unknown>) => Number(query.explorer_network_id ?? 1);

  app.get('/api/system/extensions', async (request) => {
    await requireUser(ctx, request);
    return { data: { custom_fields: await customFieldsSchema(ctx), osquery: await osquerySettings(ctx) } };
  });

  app.get('/api/system/extensions/custom_fields/schema', async (request) => {
    await requireUser(ctx, request);
    return { data: await customFieldsSchema(ctx) };
  });

  app.put<{ Body: Api.CustomFieldsSchemaInput }>(
    '/api/system/extensions/custom_fields/schema',
    async (request) => {
      await authorize(ctx, request, 'update', 'system_settings');
      return { data: await saveCustomFieldsSchema(ctx, request.body) };
    },
  );

  app.get('/api/system/extensions/custom_fields', async (request) => {
    const user = await authorize(ctx, request, 'read', 'devices');
    const network = await assertNetworkAccess(ctx, user, networkOf(request.valid.query));
    const model = request.valid.query.model;
    return {
      data: await listCustomFieldValues(ctx, network.id, typeof model === 'string' ? model : undefined),
    };
  });

  app.post<{ Body: Api.CustomFieldValuesInput }>('/api/system/extensions/custom_fields', async (request) => {
    const user = await authorize(ctx, request, 'update', 'devices');
    const network = await assertNetworkAccess(ctx, user, networkOf(request.valid.query));
    return { data: await saveValues(ctx, network, request.body.items) };
  });

  app.post<{ Body: Api.CustomFieldValuesInput }>(
    '/api/system/extensions/custom_fields/validate',
    async (request) => {
      const user = await authorize(ctx, request, 'read', 'devices');
      const network = await assertNetworkAccess(ctx, user, networkOf(request.valid.query));
      return { data: await validateValues(ctx, network, request.body.items) };
    },
  );

  app.post<{ Body: Api.OsquerySettings }>('/api/system/extensions/osquery', async (request) => {
    await authorize(ctx, request, 'update', 'system_settings');
    return { data: await saveOsquery(ctx, request.body) };
  });
}
