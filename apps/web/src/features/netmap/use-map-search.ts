import {
  buildSearchIndex,
  type DataType,
  type NetGraph,
  type QueryError,
  runSearch,
  type SearchOutcome,
  stepResult,
} from '@lne/netmap';
import type { NetworkMapInstance } from '@lne/netmap/react';
import { useEffect, useMemo, useState } from 'react';
import type { MapUrlPatch } from './use-map-url';

const TYPING_PAUSE_MS = 300;

function errorOf(outcome: SearchOutcome | undefined): QueryError | undefined {
  return outcome?.mode === 'query' && 'error' in outcome ? outcome.error : undefined;
}

/**
 * Search on the map: the box's text reaches the URL after a pause (a URL change, such as a deep link or Back,
 * fills the box); the results are highlighted, the map flies to them, and Enter / the arrows step through them.
 */
export function useMapSearch(
  graph: NetGraph | undefined,
  urlText: string,
  dataType: DataType,
  map: NetworkMapInstance | null,
  setParams: (patch: MapUrlPatch) => void,
) {
  const [text, setText] = useState(urlText);
  useEffect(() => setText(urlText), [urlText]);
  useEffect(() => {
    if (text === urlText) return;
    const timer = setTimeout(() => setParams({ search: text === '' ? undefined : text }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, urlText, setParams]);

  // The index is built for the first search, not with the graph (large graphs: one long task fewer on load).
  const searching = urlText.trim() !== '';
  const index = useMemo(() => (graph && searching ? buildSearchIndex(graph) : undefined), [graph, searching]);
  const outcome = useMemo(
    () => (graph && index ? runSearch(graph, index, urlText, dataType) : undefined),
    [graph, index, urlText, dataType],
  );
  const matches = outcome?.matches ?? [];
  const [current, setCurrent] = useState(-1);
  useEffect(() => {
    setCurrent(-1);
    if (map && outcome && outcome.matches.length > 0) map.focusNodes(outcome.matches);
  }, [outcome, map]);
  const currentId = current >= 0 ? matches[current] : undefined;
  const highlight = useMemo(
    () =>
      outcome && outcome.mode !== 'empty'
        ? { matches: new Set<string>(outcome.matches), ...(currentId ? { current: currentId } : {}) }
        : undefined,
    [outcome, currentId],
  );
  const step = (direction: 1 | -1) => {
    const next = stepResult(current, matches.length, direction);
    setCurrent(next);
    const id = matches[next];
    if (id) map?.focusNodes([id]);
  };
  /** Enter: the typed text is searched at once, then the next (Shift: previous) result is shown. */
  const submit = (direction: 1 | -1) => {
    setParams({ search: text === '' ? undefined : text });
    step(direction);
  };
  return {
    text,
    setText,
    urlText,
    matchCount: matches.length,
    current,
    step,
    submit,
    highlight,
    queryError: errorOf(outcome),
  };
}

export type MapSearch = ReturnType<typeof useMapSearch>;
