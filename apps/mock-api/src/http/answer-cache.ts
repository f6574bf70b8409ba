import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import type { Scope } from '../db/network-store';

/**
 * Serialised answers of the large read calls (device and host lists, graph views), kept per database and per
 * request (route and its parsed query) so that a repeated call sends the stored bytes: no recomputation, no
 * `JSON.stringify` of megabytes on the event loop.
 *
 * An entry is only answered while everything it was computed from is unchanged:
 * - the version of every scope it reads (`network_doc_versions`, raised by triggers on every statement that
 *   changes `network_docs`, whoever runs it, and by TRUNCATE) — read before the answer is computed, so an
 *   entry is never newer-keyed than its data;
 * - the write generation of the database, raised after every write request (`noteWrite`), so an answer that
 *   also depends on other tables cannot outlive a change made through the API.
 */

type Entry = { versions: string; body: Buffer };
type State = { generation: number; entries: Map<string, Entry>; bytes: number };

/** Total bytes kept per database; the least recently used answers go first. */
export const ANSWER_CACHE_BYTES = 256 * 1024 * 1024;

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = { generation: 0, entries: new Map(), bytes: 0 };
    states.set(db, state);
  }
  return state;
}

/** A write request finished: no answer computed before it is given again. */
export function noteWrite(db: Db): void {
  const state = stateOf(db);
  state.generation += 1;
  state.entries.clear();
  state.bytes = 0;
}

/** The version of one scope: the sum of its kinds' versions (each only grows, so the sum changes with any). */
export async function scopeVersions(db: Db, scopes: readonly Scope[]): Promise<string> {
  const parts: string[] = [];
  for (const scope of scopes) {
    const result = await db.execute(
      sql`SELECT coalesce(sum(version), 0)::text AS v FROM network_doc_versions
          WHERE explorer_network_id = ${scope.networkId} AND snapshot_id = ${scope.snapshotId}`,
    );
    const rows = (result as unknown as { rows?: { v: string }[] }).rows ?? [];
    parts.push(`${scope.networkId}/${scope.snapshotId}@${rows[0]?.v ?? '0'}`);
  }
  return parts.join(',');
}

/**
 * The serialised answer (`JSON.stringify(await compute())`) for `key` over `scopes`: from the cache while
 * those scopes and the write generation are unchanged, else computed and kept.
 */
export async function cachedAnswer(
  db: Db,
  scopes: readonly Scope[],
  key: string,
  compute: () => Promise<unknown>,
): Promise<Buffer> {
  return cachedSerialisedAnswer(db, scopes, key, async () => JSON.stringify(await compute()));
}

/**
 * As `cachedAnswer`, for answers that serialise themselves (`compute` gives the JSON text or bytes), e.g. from
 * serialised parts kept per document.
 */
export async function cachedSerialisedAnswer(
  db: Db,
  scopes: readonly Scope[],
  key: string,
  compute: () => Promise<string | Buffer>,
): Promise<Buffer> {
  const state = stateOf(db);
  const generation = state.generation;
  const versions = await scopeVersions(db, scopes);
  const hit = state.entries.get(key);
  if (hit && hit.versions === versions) {
    state.entries.delete(key);
    state.entries.set(key, hit);
    return hit.body;
  }
  const computed = await compute();
  const body = typeof computed === 'string' ? Buffer.from(computed) : computed;
  // A write finished meanwhile: this answer may predate it, so it is sent but not kept.
  if (state.generation !== generation || body.length > ANSWER_CACHE_BYTES / 2) return body;
  const previous = state.entries.get(key);
  if (previous) {
    state.entries.delete(key);
    state.bytes -= previous.body.length;
  }
  state.entries.set(key, { versions, body });
  state.bytes += body.length;
  for (const [oldKey, old] of state.entries) {
    if (state.bytes <= ANSWER_CACHE_BYTES) break;
    state.entries.delete(oldKey);
    state.bytes -= old.body.length;
  }
  return body;
}

/** How many answers are kept (tests). */
export function cachedAnswerCount(db: Db): number {
  return stateOf(db).entries.size;
}

/** The cache key of a read request: its route and its parsed path and query values. */
export function answerKey(
  request: { method: string; routeOptions: { url?: string | undefined }; valid: FastifyRequest['valid'] },
  scope: Scope,
): string {
  return [
    request.method,
    request.routeOptions.url ?? '',
    `${scope.networkId}/${scope.snapshotId}`,
    JSON.stringify(request.valid.params),
    JSON.stringify(request.valid.query),
  ].join(' ');
}

/** Answers from this size on are sent gzip-compressed to clients that accept it, once compressed. */
export const COMPRESS_FROM_BYTES = 64 * 1024;
/** zlib level: JSON shrinks about tenfold already at low levels, which compress several times faster. */
const COMPRESS_LEVEL = 3;

/** Compressed copies of serialised answers, kept as long as the answer itself (`'compressing'` meanwhile). */
const compressed = new WeakMap<Buffer, Buffer | 'compressing'>();

/** Whether the request's `Accept-Encoding` accepts gzip (not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * The gzip copy of a serialised answer when it is ready; otherwise compressing begins (in libuv's thread pool,
 * off the event loop) and `undefined` answers: the caller sends the plain bytes this once.
 */
export function compressedCopy(body: Buffer): Buffer | undefined {
  const known = compressed.get(body);
  if (known instanceof Buffer) return known;
  if (known === undefined) {
    compressed.set(body, 'compressing');
    gzip(body, { level: COMPRESS_LEVEL }, (error, result) => {
      if (error) compressed.delete(body);
      else compressed.set(body, result);
    });
  }
  return undefined;
}

/**
 * Sends an answer serialised by `cachedAnswer` as it is (the same bytes Fastify would have sent); a large
 * answer goes gzip-compressed to a client that accepts it (browsers do) once its compressed copy is ready —
 * a 15 MB device list travels as about 1.8 MB.
 */
export function sendSerialised(reply: FastifyReply, body: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (body.length < COMPRESS_FROM_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const packed = acceptsGzip(reply.request.headers['accept-encoding']) ? compressedCopy(body) : undefined;
  if (!packed) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(packed);
}
