import type { FastifyInstance, FastifyRequest } from 'fastify';
import { arrivedBody } from '../../auth/deferred-validation';
import { authorize, requireUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { AUDITED_METHODS, type AuditEntry, listAudit, recordAudit } from './service';
import { auditTarget } from './target';

const LOGIN_PATH = '/api/system/auth/jwt/login';

/** Who made the call: the token's user, or the name given at a sign-in (the password is never read). */
async function actorOf(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
): Promise<{ id: number | null; name: string | null }> {
  try {
    const user = await requireUser(ctx, request);
    return { id: user.id, name: user.username };
  } catch {
    const body = arrivedBody(request) as Record<string, unknown> | undefined;
    if (path === LOGIN_PATH && typeof body?.username === 'string') {
      return { id: null, name: body.username.slice(0, 150) };
    }
    return { id: null, name: null };
  }
}

/** PostgreSQL text holds no NUL: a refused request that carried one is still recorded, without it. */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/**
 * Records every write under /api and `/send-email` (method, path, user, time, status, target) as it is answered, and serves
 * the trail at `GET /api/system/audit`. Its hook covers the whole server, so the plugin is not encapsulated.
 */
export async function auditPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  // Recorded before the answer leaves: an answered write has its audit entry, even if the server dies next.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!AUDITED_METHODS.has(request.method)) return payload;
    const path = request.url.split('?')[0] ?? '';
    // The price request is the one write outside /api (its throttling shows here too).
    if (!path.startsWith('/api/') && path !== '/send-email') return payload;
    const actor = await actorOf(ctx, request, path);
    const params = (request.params ?? {}) as Record<string, unknown>;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = request.headers['content-type']?.includes('multipart') ? undefined : arrivedBody(request);
    await recordAudit(ctx, {
      time: Math.floor(Date.now() / 1000),
      user_id: actor.id,
      username: actor.name === null ? null : storable(actor.name),
      method: request.method as AuditEntry['method'],
      path: storable(path).slice(0, 500),
      status: reply.statusCode,
      target: storable(auditTarget(request.routeOptions.url, path, params, query, body)).slice(0, 500),
    }).catch((error: unknown) => request.log.error({ err: error }, 'audit record failed'));
    return payload;
  });

  app.get('/api/system/audit', async (request) => {
    await authorize(ctx, request, 'read', 'system_settings');
    const query = request.valid.query;
    const username = typeof query.username === 'string' && query.username !== '' ? query.username : undefined;
    return {
      data: await listAudit(ctx, {
        page: Number(query.page ?? 1),
        pageSize: Number(query.page_size ?? 50),
        username,
      }),
    };
  });
}

// As fastify-plugin does: the hook belongs to the root instance, not to this plugin's own context.
Object.defineProperty(auditPlugin, Symbol.for('skip-override'), { value: true });
