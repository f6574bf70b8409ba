import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serverVersion } from './version';

export type AppOptions = {
  /** Directory of the built web app, served under /network/ (omitted in development, where Vite serves it). */
  webDist?: string | undefined;
  logger?: boolean;
};

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const version = serverVersion();

  app.get('/api/version', async () => ({ data: version }));

  const webDist = options.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/network/', wildcard: false });
    // Client-side routes: every other path under /network/ gets the single-page app.
    app.get('/network/*', (_request, reply) => reply.sendFile('index.html'));
    app.get('/network', (_request, reply) => reply.redirect('/network/'));
    app.get('/', (_request, reply) => reply.redirect('/network/'));
  }

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: 'Not Found' });
  });

  return app;
}
