import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The built web app under `/network/`; every other path under it is a client-side route. */
async function spa(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  if (!existsSync(join(options.webDist, 'index.html'))) return;
  await app.register(fastifyStatic, { root: options.webDist, prefix: '/network/', wildcard: false });
  app.get('/network/*', (_request, reply) => reply.sendFile('index.html'));
  app.get('/network', (_request, reply) => reply.redirect('/network/'));
  app.get('/', (_request, reply) => reply.redirect('/network/'));
}

export const spaPlugin = fp(spa, { name: 'spa' });
