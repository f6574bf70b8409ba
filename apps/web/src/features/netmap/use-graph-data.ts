import {
  extractElements,
  type IngestResult,
  ingestBaseGraph,
  ingestBaseGraphSliced,
  type ViewMode,
  type ViewState,
} from '@lne/netmap';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBaseGraph, useViewGraph, type ViewInputs } from './api';
import { carryPositions } from './lists';
import type { GraphScope } from './queries';
import { viewStateFromAnswer } from './view';

const BASE_VIEW: ViewState = { mode: 'basegraph' };

/** From this many elements on, the answer is ingested in short tasks, so the page stays responsive. */
const SLICED_INGEST_FROM = 3000;

function hasSavedLayout(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { layout?: unknown }).layout != null;
}

/**
 * The answer as a graph for the map: small answers at once, large ones in steps (the map shows its loader
 * meanwhile). Positions of nodes the previous graph held are carried over, so a view whose answer changes (the
 * snapshot compared with) keeps the map where it was.
 */
function useIngested(answer: unknown): IngestResult | undefined {
  const previous = useRef<IngestResult | undefined>(undefined);
  const large = useMemo(() => {
    if (!answer) return false;
    const { nodes, edges } = extractElements(answer);
    return nodes.length + edges.length >= SLICED_INGEST_FROM;
  }, [answer]);
  const now = useMemo(() => {
    if (!answer || large) return undefined;
    const result = ingestBaseGraph(answer);
    carryPositions(previous.current?.graph, result.graph);
    return result;
  }, [answer, large]);
  const [sliced, setSliced] = useState<{ answer: unknown; result: IngestResult }>();
  useEffect(() => {
    if (!answer || !large) return;
    const run = ingestBaseGraphSliced(answer);
    run.done.then(
      (result) => {
        carryPositions(previous.current?.graph, result.graph);
        setSliced({ answer, result });
      },
      () => undefined,
    );
    return () => run.cancel();
  }, [answer, large]);
  const result = now ?? (sliced && sliced.answer === answer ? sliced.result : undefined);
  useEffect(() => {
    if (result) previous.current = result;
  }, [result]);
  return result;
}

/**
 * The graph the map draws and what the view mode adds to it: the base graph, the answer of the active analysis
 * view, the graph ingested for drawing and the view state read from the answer.
 */
export function useGraphData(scope: GraphScope, mode: ViewMode, inputs: ViewInputs) {
  const base = useBaseGraph(scope);
  const viewQuery = useViewGraph(mode, scope, inputs);
  const viewAnswer = viewQuery?.data;
  // The difference view holds what only the compared snapshot has, so the map draws its own answer.
  const graphAnswer = mode === 'difference' && viewAnswer ? viewAnswer : base.data;
  const ingested = useIngested(graphAnswer);
  const view = useMemo(
    () => (viewAnswer ? viewStateFromAnswer(mode, viewAnswer) : BASE_VIEW),
    [mode, viewAnswer],
  );
  return {
    ingested,
    view,
    viewAnswer,
    savedLayout: hasSavedLayout(graphAnswer),
    fetching: Boolean(viewQuery?.isFetching || base.isFetching),
    baseLoading: base.isPending || (graphAnswer !== undefined && ingested === undefined),
    baseFailed: base.isError,
    baseError: base.error,
    retryBase: () => void base.refetch(),
    viewFailed: Boolean(viewQuery?.isError),
  };
}
