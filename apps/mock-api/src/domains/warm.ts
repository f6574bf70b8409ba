import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import type { AppContext } from '../context';
import { explorerNetworks } from '../db/schema';
import { listDevicesJson } from './devices/service';
import { listFiltersOf } from './explorer/scope';
import { graphAnswerBytes, graphQueryOf } from './graph/plugin';
import { baseGraph } from './graph/service';

/**
 * Prepares the live views of every network once the server has started — their documents decoded, the device
 * list's entries and the base graph's elements built and serialised — so that the first person to open them
 * gets an answer assembled from prepared parts. Each step waits for `idle` (no request being answered) and
 * the answers themselves are not kept: a request computes its own, from these parts.
 */
export async function prepareLiveViews(ctx: AppContext, idle: () => Promise<void>): Promise<number> {
  const networks = await ctx.db
    .select({ id: explorerNetworks.id })
    .from(explorerNetworks)
    .orderBy(explorerNetworks.id);
  for (const { id } of networks) {
    const scope = { networkId: id, snapshotId: LIVE_SNAPSHOT_ID };
    await idle();
    await listDevicesJson(ctx, scope, listFiltersOf({}), 'full');
    await idle();
    await listDevicesJson(ctx, scope, listFiltersOf({}), 'summary');
    await idle();
    graphAnswerBytes(await baseGraph(ctx, scope, graphQueryOf({})));
  }
  return networks.length;
}
