import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../auth/guard';
import { assertNetworkAccess } from '../networks/service';
import { snapshotOfRequest } from '../snapshots/request';
import {
  createCredential,
  credentialNetwork,
  deleteCredential,
  getCredential,
  listCredentials,
  updateCredential,
} from './service';

export async function loginCredentialsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const networkOf = (query: Record<string, unknown>) => Number(query.explorer_network_id ?? 1);
  const idOf = (params: Record<string, unknown>) => Number(params.login_credential_id);

  app.get('/api/system/login_credentials', async (request) => {
    const user = await authorize(ctx, request, 'read', 'login_credentials');
    const network = await assertNetworkAccess(ctx, user, networkOf(request.valid.query));
    return { data: await listCredentials(ctx, network.id) };
  });
  app.post<{ Body: Api.LoginCredentialInput }>('/api/system/login_credentials', async (request, reply) => {
    const user = await authorize(ctx, request, 'create', 'login_credentials', snapshotOfRequest(request));
    const network = await assertNetworkAccess(ctx, user, networkOf(request.valid.query));
    return reply.code(201).send({ data: await createCredential(ctx, network.id, request.body) });
  });
  app.get('/api/system/login_credentials/:login_credential_id', async (request) => {
    const user = await authorize(ctx, request, 'read', 'login_credentials');
    const id = idOf(request.valid.params);
    await assertNetworkAccess(ctx, user, await credentialNetwork(ctx, id));
    return { data: await getCredential(ctx, id) };
  });
  app.put<{ Body: Api.LoginCredentialInput }>(
    '/api/system/login_credentials/:login_credential_id',
    async (request) => {
      const user = await authorize(ctx, request, 'update', 'login_credentials', snapshotOfRequest(request));
      const id = idOf(request.valid.params);
      await assertNetworkAccess(ctx, user, await credentialNetwork(ctx, id));
      return { data: await updateCredential(ctx, id, request.body) };
    },
  );
  app.delete('/api/system/login_credentials/:login_credential_id', async (request, reply) => {
    const user = await authorize(ctx, request, 'delete', 'login_credentials', snapshotOfRequest(request));
    const id = idOf(request.valid.params);
    await assertNetworkAccess(ctx, user, await credentialNetwork(ctx, id));
    await deleteCredential(ctx, id);
    return reply.code(204).send();
  });
}
