import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Calls answered while the generated dataset is still being generated in the background. */
const SERVED_WHILE_SEEDING = new Set([
  '/api/version',
  '/api/system/settings',
  '/api/system/auth/jwt/login',
  '/api/system/auth/jwt/logout',
]);

/** Reads that count stored rows in SQL, not through the document readers: they wait until the dataset is stored. */
const READ_AFTER_STORED = new Set(['/api/system/explorer_networks/:explorer_network_id/summary']);

/** The requests past the dataset's gate and not yet answered. */
export class RequestsInFlight {
  private readonly requests = new Set<FastifyRequest>();

  add(request: FastifyRequest): void {
    this.requests.add(request);
  }

  delete(request: FastifyRequest): void {
    this.requests.delete(request);
  }

  /** Waits until no request is being answered, `limitMs` at most. */
  async settle(limitMs: number): Promise<void> {
    const until = Date.now() + limitMs;
    while (this.requests.size > 0 && Date.now() < until) await sleep(10);
  }
}

export type DatasetGateOptions = { inFlight: RequestsInFlight };

/**
 * While the dataset is stored in the background (decision 0013): reads wait until it is generated (they are
 * answered from the documents held in memory until everything is stored), writes until it is stored. The
 * requests it lets through are counted in `inFlight`, so that the storing statements can let them go first.
 */
async function datasetGate(app: FastifyInstance, options: DatasetGateOptions): Promise<void> {
  let stored = false;
  app.datasetReady.then(
    () => {
      stored = true;
    },
    () => undefined,
  );
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!stored && !SERVED_WHILE_SEEDING.has(path) && path !== '/docs' && !path.startsWith('/docs/')) {
      const reads = request.method === 'GET' || request.method === 'HEAD';
      await (reads && !READ_AFTER_STORED.has(request.routeOptions.url ?? '')
        ? app.datasetReadable
        : app.datasetReady);
    }
    options.inFlight.add(request);
  });
  const answered = async (request: FastifyRequest) => {
    options.inFlight.delete(request);
  };
  app.addHook('onResponse', answered);
  app.addHook('onRequestAbort', answered);
}

/** Holds requests until the background dataset can answer them. */
export const datasetGatePlugin = fp(datasetGate, { name: 'dataset-gate', dependencies: ['database'] });
