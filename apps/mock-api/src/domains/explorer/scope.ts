import { type Action, LIVE_SNAPSHOT_ID, type Subject } from '@lne/permissions';
import type { FastifyRequest } from 'fastify';
import { authorize } from '../../auth/guard';
import type { AppContext, CurrentUser } from '../../context';
import type { Scope } from '../../db/network-store';
import { assertNetworkAccess } from '../networks/service';
import { assertSnapshot } from '../snapshots/service';

export type RequestScope = Scope & { user: CurrentUser };

function numberOf(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}

/**
 * The network and snapshot a request addresses, once the role and the snapshot's mode allow `action` on
 * `subject`, the user may see the network and the snapshot exists. Writes always address the live state.
 */
export async function requestScope(
  ctx: AppContext,
  request: FastifyRequest,
  action: Action,
  subject: Subject,
): Promise<RequestScope> {
  // The snapshot's mode is part of the permission, which is checked before the inputs are (an unauthorised
  // caller gets 403, not the schema's 422): it is read from the raw query. Writes do not declare
  // `snapshot_id`; one given anyway still names the state written, and is refused unless it is live.
  const raw = (request.query as Record<string, unknown> | undefined)?.snapshot_id;
  const given = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const user = await authorize(ctx, request, action, subject, given ?? LIVE_SNAPSHOT_ID);
  const query = request.valid.query;
  const networkId = numberOf(query.explorer_network_id, 0);
  const snapshotId = numberOf(query.snapshot_id, given ?? LIVE_SNAPSHOT_ID);
  await assertNetworkAccess(ctx, user, networkId);
  await assertSnapshot(ctx, networkId, snapshotId);
  return { networkId, snapshotId, user };
}

/** Query values of the list filters shared by devices, hosts and the graph views. */
export type ListFilters = {
  search?: string | undefined;
  tagIds?: number[] | undefined;
  lastseenFrom?: number | undefined;
  lastseenTo?: number | undefined;
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
};

const int = (value: unknown) => (typeof value === 'number' ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function listFiltersOf(query: Record<string, unknown>): ListFilters {
  const tags = query['tag_ids[]'];
  return {
    search: str(query.search),
    tagIds: Array.isArray(tags) ? tags.filter((t): t is number => typeof t === 'number') : undefined,
    lastseenFrom: int(query.lastseen_from),
    lastseenTo: int(query.lastseen_to),
    createdFrom: int(query.created_from),
    createdTo: int(query.created_to),
  };
}

export { int as queryInt, str as queryString };

/** Whether an item passes the filters; `text` holds the searchable values. */
export function matchesFilters(
  filters: ListFilters,
  item: { text: readonly string[]; tagIds: readonly number[]; lastSeen: number; created: number },
): boolean {
  if (filters.search) {
    const needle = filters.search.toLowerCase();
    if (!item.text.some((value) => value.toLowerCase().includes(needle))) return false;
  }
  if (filters.tagIds && filters.tagIds.length > 0 && !filters.tagIds.some((id) => item.tagIds.includes(id)))
    return false;
  if (filters.lastseenFrom !== undefined && item.lastSeen < filters.lastseenFrom) return false;
  if (filters.lastseenTo !== undefined && item.lastSeen > filters.lastseenTo) return false;
  if (filters.createdFrom !== undefined && item.created < filters.createdFrom) return false;
  if (filters.createdTo !== undefined && item.created > filters.createdTo) return false;
  return true;
}

export function unixOf(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}
