import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { requireSuperuser, requireUser } from '../../auth/guard';
import { HttpError, MESSAGES } from '../../errors';
import { deleteUser, getUser, listUsers, registerUser, toUserRead, updateUser } from './service';

export async function usersPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const idOf = (params: Record<string, unknown>) => Number(params.id);

  app.get('/api/system/users', async (request) => {
    await requireSuperuser(ctx, request);
    return { data: await listUsers(ctx) };
  });

  app.get('/api/system/users/me', async (request) => ({ data: toUserRead(await requireUser(ctx, request)) }));

  app.patch<{ Body: Api.UserUpdateSelf }>('/api/system/users/me', async (request) => {
    const user = await requireUser(ctx, request);
    if (user.isDemo) throw new HttpError(403, MESSAGES.demoAccount);
    return { data: await updateUser(ctx, user.id, request.body, true) };
  });

  app.post<{ Body: Api.UserCreate }>('/api/system/users/register', async (request, reply) => {
    await requireSuperuser(ctx, request);
    return reply.code(201).send({ data: await registerUser(ctx, request.body) });
  });

  app.get('/api/system/users/:id', async (request) => {
    await requireSuperuser(ctx, request);
    return { data: await getUser(ctx, idOf(request.valid.params)) };
  });

  app.patch<{ Body: Api.UserUpdate }>('/api/system/users/:id', async (request) => {
    await requireSuperuser(ctx, request);
    return { data: await updateUser(ctx, idOf(request.valid.params), request.body, false) };
  });

  app.delete('/api/system/users/:id', async (request, reply) => {
    await requireSuperuser(ctx, request);
    await deleteUser(ctx, idOf(request.valid.params));
    return reply.code(204).send();
  });
}
