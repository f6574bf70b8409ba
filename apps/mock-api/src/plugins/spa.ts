import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Files under `assets/` carry a content hash in their name (Vite): a new build gives them new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (`index.html`, the favicon) is revalidated on every load, so a new build is seen at once. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of the built app, by its path inside the build. */
export function cacheControlOf(pathInBuild: string): string {
  return pathInBuild.split(sep).join('/').startsWith('assets/') ? IMMUTABLE_CACHE : REVALIDATE;
}

/**
 * The built web app under `/network/`; every other path under it is a client-side route. The build writes a
 * Brotli and a gzip copy beside each text file (apps/web/vite.config.ts), and the best one the browser accepts
 * is sent as it is (`preCompressed`), with `Vary: Accept-Encoding`; hashed assets are cached for a year.
 */
async function spa(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  const { webDist } = options;
  if (!existsSync(join(webDist, 'index.html'))) return;
  const setCacheControl = (reply: FastifyReply, path: string) =>
    reply.header('cache-control', cacheControlOf(relative(webDist, path)));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/network/',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => setCacheControl(reply, path),
  });
  // A file of another build (an old tab asking for a chunk that is gone) is missing, not the app's page:
  // the browser reports a failed import instead of running HTML as JavaScript.
  app.get('/network/assets/*', (_request, reply) => reply.callNotFound());
  app.get('/network/*', (_request, reply) => reply.sendFile('index.html'));
  app.get('/network', (_request, reply) => reply.redirect('/network/'));
  app.get('/', (_request, reply) => reply.redirect('/network/'));
}

export const spaPlugin = fp(spa, { name: 'spa' });
