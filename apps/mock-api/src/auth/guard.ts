import { type Action, can, isRole, modeOfSnapshot, type Subject } from '@lne/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext, CurrentUser } from '../context';
import { users } from '../db/schema';
import { HttpError, MESSAGES, notAllowed } from '../errors';
import { releaseValidation } from './deferred-validation';
import { verifyToken } from './jwt';

export const AUTH_COOKIE = 'fastapiusersauth';

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The bearer token of the request; the `fastapiusersauth` cookie only for reads. A browser attaches the cookie
 * to any request another site makes it send (a form post, an image), but only this app's own code can set
 * the Authorization header, so a state change with the cookie alone is refused (CSRF).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const cookie = readCookie(request.headers.cookie, AUTH_COOKIE);
  if (cookie && STATE_CHANGING.has(request.method)) throw new HttpError(403, MESSAGES.cookieOnlyWrite);
  return cookie;
}

export function toCurrentUser(row: typeof users.$inferSelect): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isActive: row.isActive,
    isSuperuser: row.isSuperuser,
    isVerified: row.isVerified,
    isDemo: row.isDemo,
    role: isRole(row.role) ? row.role : 'reader',
  };
}

const unauthorized = () => new HttpError(401, MESSAGES.unauthorized);

// One lookup per request: the authentication hook and the handler share it.
const resolved = new WeakMap<FastifyRequest, Promise<CurrentUser>>();

/** The active user of the request's token; 401 otherwise. */
export function requireUser(ctx: AppContext, request: FastifyRequest): Promise<CurrentUser> {
  let user = resolved.get(request);
  if (!user) {
    user = resolveUser(ctx, request);
    resolved.set(request, user);
  }
  return user;
}

async function resolveUser(ctx: AppContext, request: FastifyRequest): Promise<CurrentUser> {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  const id = await verifyToken(token, ctx.secret);
  if (id === undefined) throw unauthorized();
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row?.isActive) throw unauthorized();
  return toCurrentUser(row);
}

/** The user, when the permission matrix lets their role do `action` on `subject` in the snapshot's mode. */
export async function authorize(
  ctx: AppContext,
  request: FastifyRequest,
  action: Action,
  subject: Subject,
  snapshotId = 1,
): Promise<CurrentUser> {
  const user = await requireUser(ctx, request);
  assertCan(user, action, subject, snapshotId);
  releaseValidation(request);
  return user;
}

export function assertCan(user: CurrentUser, action: Action, subject: Subject, snapshotId = 1): void {
  if (!can(user.role, modeOfSnapshot(snapshotId), action, subject)) throw notAllowed(action, subject);
}

export async function requireSuperuser(ctx: AppContext, request: FastifyRequest): Promise<CurrentUser> {
  const user = await requireUser(ctx, request);
  if (!user.isSuperuser) throw new HttpError(403, MESSAGES.notSuperuser);
  releaseValidation(request);
  return user;
}
