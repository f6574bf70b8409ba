import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import type { AppContext } from '../../context';
import { deleteDocs, getDoc, putDoc, type Scope } from '../../db/network-store';

export type Position = { x: number; y: number };
export type LayoutInfo = {
  explorer_network_id: number;
  view: string;
  updated: number;
  node_count: number;
  positions: Record<string, Position>;
};

export const BASE_VIEW = 'basegraph';

/** Layouts are kept with the live state and shown in every snapshot of the network. */
const layoutScope = (networkId: number): Scope => ({ networkId, snapshotId: LIVE_SNAPSHOT_ID });

function isLayout(value: unknown): value is LayoutInfo {
  return typeof value === 'object' && value !== null && 'positions' in value && 'view' in value;
}

/** The layout saved under the view, else the one saved under `basegraph`, else null. */
export async function readLayout(
  ctx: AppContext,
  networkId: number,
  view: string,
): Promise<LayoutInfo | null> {
  for (const name of view === BASE_VIEW ? [view] : [view, BASE_VIEW]) {
    const doc = await getDoc(ctx.db, layoutScope(networkId), 'layout', name);
    if (isLayout(doc)) return doc;
  }
  return null;
}

/** Replaces the positions saved under the view. */
export async function saveLayout(
  ctx: AppContext,
  networkId: number,
  view: string,
  positions: Record<string, Position>,
): Promise<LayoutInfo> {
  const layout: LayoutInfo = {
    explorer_network_id: networkId,
    view,
    updated: Math.floor(Date.now() / 1000),
    node_count: Object.keys(positions).length,
    positions,
  };
  await putDoc(ctx.db, layoutScope(networkId), 'layout', view, layout);
  return layout;
}

export async function deleteLayout(
  ctx: AppContext,
  networkId: number,
  view: string | undefined,
): Promise<void> {
  await deleteDocs(ctx.db, layoutScope(networkId), 'layout', view === undefined ? undefined : [view]);
}
