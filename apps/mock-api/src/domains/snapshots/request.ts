import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import type { FastifyRequest } from 'fastify';

/**
 * The snapshot a write names in its query. Administration writes (snapshots, login devices, credentials) do
 * not declare `snapshot_id`, but a client in a historical snapshot may still send it; the permission check
 * then applies that snapshot's mode, so such a write is refused like every other write in history.
 */
export function snapshotOfRequest(request: FastifyRequest): number {
  const raw = (request.query as Record<string, unknown> | undefined)?.snapshot_id;
  return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : LIVE_SNAPSHOT_ID;
}
