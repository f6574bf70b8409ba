/**
 * A real HTTP server on 127.0.0.1 (port 0) for the client tests: it records every request as received on
 * the wire and answers with whatever the test set for that path.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  /** Path and query exactly as sent, e.g. `/api/x?tag_ids[]=1`. */
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

export type Reply = {
  status?: number;
  /** Sent as is when a string, as JSON otherwise; no body when absent. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Reason phrase of the status line; Node's standard one when absent. */
  reason?: string;
  /** Never answer (until the server closes): for cancellation tests. */
  hang?: boolean;
};

export type LoopbackServer = {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the answer for a path (without query); unknown paths answer 200 `{"data": {"ok": true}}`. */
  reply(path: string, reply: Reply): void;
  /** Forgets the answers set and the requests recorded (between tests). */
  reset(): void;
  /** Resolves once a request for the path has arrived. */
  received(path: string): Promise<RecordedRequest>;
  close(): Promise<void>;
};

export async function startLoopbackServer(): Promise<LoopbackServer> {
  const replies = new Map<string, Reply>();
  const requests: RecordedRequest[] = [];
  const waiting: { path: string; resolve: (request: RecordedRequest) => void }[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      const path = url.split('?')[0] ?? url;
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url,
        path,
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      for (const waiter of waiting.filter((entry) => entry.path === path)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(recorded);
      }
      const reply = replies.get(path) ?? { body: { data: { ok: true } } };
      if (reply.hang) return;
      const body =
        reply.body === undefined
          ? ''
          : typeof reply.body === 'string'
            ? reply.body
            : JSON.stringify(reply.body);
      const headers = {
        ...(typeof reply.body === 'object' ? { 'content-type': 'application/json' } : {}),
        ...reply.headers,
      };
      const status = reply.status ?? 200;
      if (reply.reason) response.writeHead(status, reply.reason, headers);
      else response.writeHead(status, headers);
      response.end(body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    reply: (path, reply) => replies.set(path, reply),
    reset: () => {
      replies.clear();
      requests.length = 0;
    },
    received: (path) => new Promise((resolve) => waiting.push({ path, resolve })),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Web Storage for Node, handed to the client through `configureClient({storage})`. */
export class MemoryStorage {
  readonly #items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }
}
