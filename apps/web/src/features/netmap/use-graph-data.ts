import { ingestBaseGraph, type ViewMode, type ViewState } from '@lne/netmap';
import { useMemo } from 'react';
import { useBaseGraph, useViewGraph, type ViewInputs } from './api';
import type { GraphScope } from './queries';
import { viewStateFromAnswer } from './view';

const BASE_VIEW: ViewState = { mode: 'basegraph' };

function hasSavedLayout(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { layout?: unknown }).layout != null;
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
  const ingested = useMemo(() => (graphAnswer ? ingestBaseGraph(graphAnswer) : undefined), [graphAnswer]);
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
    baseLoading: base.isPending,
    baseFailed: base.isError,
    viewFailed: Boolean(viewQuery?.isError),
  };
}
