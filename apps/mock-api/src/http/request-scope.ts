import { type Action, LIVE_SNAPSHOT_ID, type Subject } from '@lne/permissions';
import type { FastifyRequest } from 'fastify';
import { authorize } from '../auth/guard';
import type { AppContext, CurrentUser } from '../context';
import type { Scope } from '../db/network-store';
import type { ListFilters } from '../domains/list-filters';
import { assertNetworkAccess } from '../domains/networks/service';
import { assertSnapshot } from '../domains/snapshots/service';

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
