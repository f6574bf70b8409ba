import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { tooManyAttempts } from '../../errors';
import { sendEmail } from './service';

export async function priceRequestPlugin(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Api.SendEmailRequest }>(
    '/send-email',
    { bodyLimit: app.ctx.limits.open },
    async (request) => {
      // Anyone may ask for prices, so every request from an address counts towards its back-off.
      const { email } = app.ctx.throttles;
      const wait = email.retryAfterMs(request.ip);
      if (wait > 0) throw tooManyAttempts('price requests', wait);
      email.fail(request.ip);
      const body = request.body;
      return sendEmail(app.ctx, body.subject, body.body);
    },
  );
}
