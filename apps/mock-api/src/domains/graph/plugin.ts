import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerKey, cachedAnswer, sendSerialised } from '../../db/answer-cache';
import type { Scope } from '../../db/network-store';
import { listFiltersOf, queryInt, queryString, requestScope } from '../explorer/scope';
import { assertSnapshot } from '../snapshots/service';
import {
  baseGraph,
  componentsGraph,
  differenceGraph,
  type GraphQuery,
  impactGraph,
  parseGraphFilter,
  spanningTreeGraph,
} from './service';

function graphQueryOf(query: Record<string, unknown>): GraphQuery {
  const dataType = query.data_type === 'devices' || query.data_type === 'hosts' ? query.data_type : 'all';
  return {
    ...listFiltersOf(query),
    dataType,
    filter: parseGraphFilter(queryString(query.filter)),
    cutOffTs: queryInt(query.cut_off_ts),
  };
}

/** The graph views are read with the devices' permissions (they show devices and hosts). */
export async function graphPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  /** A view's answer depends on its scope, the saved layouts (kept with the live state) and `more`. */
  const cached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: Scope,
    compute: () => Promise<unknown>,
    more: Scope[] = [],
  ) => {
    const live = { networkId: scope.networkId, snapshotId: LIVE_SNAPSHOT_ID };
    const scopes = [scope, live, ...more];
    const body = await cachedAnswer(ctx.db, scopes, answerKey(request, scope), async () => ({
      data: await compute(),
    }));
    return sendSerialised(reply, body);
  };

  app.get('/api/explorer/graph/basegraph', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = graphQueryOf(request.valid.query);
    return cached(request, reply, scope, () => baseGraph(ctx, scope, query));
  });

  app.get('/api/explorer/graph/connected-components', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = graphQueryOf(request.valid.query);
    return cached(request, reply, scope, () => componentsGraph(ctx, scope, query));
  });

  app.get('/api/explorer/graph/impact', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const raw = request.valid.query['nodes_and_edges[]'];
    const takenOut = (Array.isArray(raw) ? raw : [raw]).filter((id): id is string => typeof id === 'string');
    const query = graphQueryOf(request.valid.query);
    return cached(request, reply, scope, () => impactGraph(ctx, scope, query, takenOut));
  });

  app.get('/api/explorer/graph/difference', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const diffSnapshotId = Number(request.valid.query.diff_snapshot_id);
    await assertSnapshot(ctx, scope.networkId, diffSnapshotId);
    const query = graphQueryOf(request.valid.query);
    const previous = { networkId: scope.networkId, snapshotId: diffSnapshotId };
    return cached(request, reply, scope, () => differenceGraph(ctx, scope, query, diffSnapshotId), [
      previous,
    ]);
  });

  app.get('/api/explorer/graph/spanning-tree', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = request.valid.query;
    const graphQuery = graphQueryOf(query);
    return cached(request, reply, scope, () =>
      spanningTreeGraph(ctx, scope, graphQuery, String(query.stp_protocol), String(query.stp_instance_id)),
    );
  });
}
