import { type CSSProperties, useEffect, useRef } from 'react';
import type { GroupInfo, NetGraph } from '../core/ingest/types';
import { createNetworkMap, type NetworkMap as MapInstance } from '../renderer';
import type { LevelOfDetail, MapState, NetworkMapCallbacks } from '../renderer/types';

export type NetworkMapProps = NetworkMapCallbacks & {
  graph: NetGraph;
  groups?: ReadonlyMap<string, GroupInfo>;
  /** View mode, search highlight, dataType, selection and colour scheme; applied whenever a field changes. */
  state?: Partial<MapState>;
  lod?: Partial<LevelOfDetail>;
  editable?: boolean;
  /** Gives the map instance (zoom, fit, focus, export, refreshPositions) once it is mounted; null on unmount. */
  onReady?: (map: MapInstance | null) => void;
  className?: string;
  style?: CSSProperties;
};

/** A thin wrapper around `createNetworkMap`: mounts it, forwards state changes, unmounts it. */
export function NetworkMap({
  graph,
  groups,
  state,
  lod,
  editable,
  onReady,
  className,
  style,
  ...callbacks
}: NetworkMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapInstance | null>(null);
  // Callbacks change on every parent render; the map calls the latest ones through this ref.
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  const initialState = useRef(state);
  initialState.current = state;
  const lodRef = useRef(lod);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createNetworkMap(container, {
      graph,
      ...(groups ? { groups } : {}),
      ...(initialState.current ? { state: initialState.current } : {}),
      ...(lodRef.current ? { lod: lodRef.current } : {}),
      editable: editable ?? false,
      onNodeClick: (id, a) => callbacksRef.current.onNodeClick?.(id, a),
      onNodeHover: (id) => callbacksRef.current.onNodeHover?.(id),
      onSelectionChange: (ids) => callbacksRef.current.onSelectionChange?.(ids),
      onNodeMoved: (id, p) => callbacksRef.current.onNodeMoved?.(id, p),
      onStatusChange: (s) => callbacksRef.current.onStatusChange?.(s),
    });
    mapRef.current = map;
    readyRef.current?.(map);
    return () => {
      readyRef.current?.(null);
      mapRef.current = null;
      map.destroy();
    };
  }, [graph, groups, editable]);

  const view = state?.view;
  const search = state?.search;
  const dataType = state?.dataType;
  const selection = state?.selection;
  const scheme = state?.scheme;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const current = map.getState();
    const patch: Partial<MapState> = {};
    if (view && view !== current.view) patch.view = view;
    if (search !== current.search) patch.search = search;
    if (dataType && dataType !== current.dataType) patch.dataType = dataType;
    if (selection && selection !== current.selection) patch.selection = selection;
    if (scheme !== current.scheme) patch.scheme = scheme;
    if (Object.keys(patch).length > 0) map.setState(patch);
  }, [view, search, dataType, selection, scheme]);

  return (
    <div
      ref={containerRef}
      className={className}
      data-testid="network-map"
      style={{ position: 'relative', width: '100%', height: '100%', ...style }}
    />
  );
}
