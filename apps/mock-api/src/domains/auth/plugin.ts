import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE, requireUser } from '../../auth/guard';
import { login } from './service';

export async function authPlugin(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Api.LoginForm }>(
    '/api/system/auth/jwt/login',
    { bodyLimit: app.ctx.limits.open },
    async (request) => {
      const body = request.body;
      return login(app.ctx, body.username, body.password, request.ip);
    },
  );

  app.post('/api/system/auth/jwt/logout', async (request, reply) => {
    await requireUser(app.ctx, request);
    // The token is stateless (fastapi-users JWT strategy): logging out clears the cookie.
    reply.header('set-cookie', `${AUTH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    return reply.code(204).send();
  });
}
