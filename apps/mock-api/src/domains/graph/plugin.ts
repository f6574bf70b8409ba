import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Elements } from '../../analysis/graph';
import { jsonText, pushJsonArray } from '../../db/json-parts';
import type { Scope } from '../../db/network-store';
import { answerKey, cachedSerialisedAnswer, sendSerialised } from '../../http/answer-cache';
import { listFiltersOf, queryInt, queryString, requestScope } from '../../http/request-scope';
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

type GraphAnswer = { graph: { elements: Elements } } & Record<string, unknown>;

const isObjectList = (value: unknown): value is object[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);

/**
 * `JSON.stringify({data: answer})` of a view's answer, assembled from the serialised elements (and entries of
 * lists such as the difference's `changes`) kept per object, so that a view recomputed after a small write
 * serialises only the elements that changed.
 */
export function graphAnswerBytes(answer: GraphAnswer): Buffer {
  const { graph, ...rest } = answer;
  const out = [jsonText('{"data":{"graph":{"elements":{"nodes":')];
  pushJsonArray(out, graph.elements.nodes);
  out.push(jsonText(',"edges":'));
  pushJsonArray(out, graph.elements.edges);
  out.push(jsonText('}}'));
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    out.push(jsonText(`,${JSON.stringify(key)}:`));
    if (isObjectList(value)) pushJsonArray(out, value);
    else out.push(jsonText(JSON.stringify(value)));
  }
  out.push(jsonText('}}'));
  return Buffer.concat(out);
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
    const body = await cachedSerialisedAnswer(ctx.db, scopes, answerKey(request, scope), async () =>
      graphAnswerBytes((await compute()) as GraphAnswer),
    );
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
