import type { DataTableState } from '@lne/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { decodeTableState, encodeTableState } from './table-search';

/**
 * The state of the page's list (sort, search, filters, hidden columns) kept in the URL, so a view can be shared.
 * Updates replace the history entry: typing in the search box does not add one entry per key.
 *
 * ```tsx
 * const [state, setState] = useUrlTableState();
 * <DataTable state={state} onStateChange={setState} … />
 * ```
 */
export function useUrlTableState(): [DataTableState, (state: DataTableState) => void] {
  const { sort, q, filters, cols } = useSearch({ strict: false });
  const navigate = useNavigate();
  const filtersKey = filters === undefined ? '' : JSON.stringify(filters);
  // Keyed by content: the router hands out new objects on every navigation, the table keeps its models.
  const state = useMemo(() => decodeTableState({ sort, q, filters, cols }), [sort, q, filtersKey, cols]);
  const setState = useCallback(
    (next: DataTableState) => {
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...encodeTableState(next) }),
        replace: true,
      });
    },
    [navigate],
  );
  return [state, setState];
}
