import type { FastifyInstance } from 'fastify';
import { sendEmail } from './service';

export async function priceRequestPlugin(app: FastifyInstance): Promise<void> {
  app.post('/send-email', async (request) => {
    const body = request.body as { subject: string; body: string };
    return sendEmail(app.ctx, body.subject, body.body);
  });
}
