import type { FastifyInstance } from 'fastify';
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

  app.get('/api/explorer/graph/basegraph', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await baseGraph(ctx, scope, graphQueryOf(request.valid.query)) };
  });

  app.get('/api/explorer/graph/connected-components', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await componentsGraph(ctx, scope, graphQueryOf(request.valid.query)) };
  });

  app.get('/api/explorer/graph/impact', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const raw = request.valid.query['nodes_and_edges[]'];
    const takenOut = (Array.isArray(raw) ? raw : [raw]).filter((id): id is string => typeof id === 'string');
    return { data: await impactGraph(ctx, scope, graphQueryOf(request.valid.query), takenOut) };
  });

  app.get('/api/explorer/graph/difference', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const diffSnapshotId = Number(request.valid.query.diff_snapshot_id);
    await assertSnapshot(ctx, scope.networkId, diffSnapshotId);
    return { data: await differenceGraph(ctx, scope, graphQueryOf(request.valid.query), diffSnapshotId) };
  });

  app.get('/api/explorer/graph/spanning-tree', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = request.valid.query;
    return {
      data: await spanningTreeGraph(
        ctx,
        scope,
        graphQueryOf(query),
        String(query.stp_protocol),
        String(query.stp_instance_id),
      ),
    };
  });
}
