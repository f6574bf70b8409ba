import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../errors';

/** A client built for another server version (`x-nwos-version`) gets 400 before anything else is done. */
async function clientVersion(app: FastifyInstance, options: { version: string }): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-nwos-version'];
    if (header !== undefined && header !== options.version) {
      throw new HttpError(400, MESSAGES.unexpectedVersion, { error: MESSAGES.unexpectedVersion });
    }
  });
}

export const clientVersionPlugin = fp(clientVersion, { name: 'client-version' });
