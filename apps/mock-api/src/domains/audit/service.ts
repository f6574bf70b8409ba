import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog } from './schema';

export type AuditEntry = {
  id: number;
  time: number;
  user_id: number | null;
  username: string | null;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  status: number;
  target: string;
};

export type AuditRecord = Omit<AuditEntry, 'id'>;
export type AuditPage = { items: AuditEntry[]; total: number; page: number; page_size: number };

export const AUDITED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Inserts still running: a read of the trail waits for them, so a write is listed as soon as it is answered. */
const pending = new WeakMap<AppContext, Set<Promise<unknown>>>();

export function recordAudit(ctx: AppContext, record: AuditRecord): Promise<void> {
  const set = pending.get(ctx) ?? new Set<Promise<unknown>>();
  pending.set(ctx, set);
  const work = ctx.db
    .insert(auditLog)
    .values({
      time: record.time,
      userId: record.user_id,
      username: record.username,
      method: record.method,
      path: record.path,
      status: record.status,
      target: record.target,
    })
    .then(() => undefined);
  set.add(work);
  return work.finally(() => set.delete(work));
}

export async function settleAudit(ctx: AppContext): Promise<void> {
  await Promise.allSettled([...(pending.get(ctx) ?? [])]);
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  const method = AUDITED_METHODS.has(row.method) ? (row.method as AuditEntry['method']) : 'POST';
  return {
    id: row.id,
    time: row.time,
    user_id: row.userId,
    username: row.username,
    method,
    path: row.path,
    status: row.status,
    target: row.target,
  };
}

export async function listAudit(
  ctx: AppContext,
  options: { page: number; pageSize: number; username?: string | undefined },
): Promise<AuditPage> {
  await settleAudit(ctx);
  const condition = options.username ? eq(auditLog.username, options.username) : undefined;
  const [total] = await ctx.db.select({ value: count() }).from(auditLog).where(condition);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return {
    items: rows.map(toEntry),
    total: total?.value ?? 0,
    page: options.page,
    page_size: options.pageSize,
  };
}
