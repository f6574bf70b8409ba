import type { DataTableState } from '@lne/ui';

/** The list state as it sits in the URL (see `globalSearchSchema`). */
export type TableSearch = {
  sort?: string;
  q?: string;
  filters?: Record<string, string>;
  cols?: string;
};

/** Every key of the list state; `undefined` removes the key from the URL. */
export type TableSearchUpdate = {
  sort: string | undefined;
  q: string | undefined;
  filters: Record<string, string> | undefined;
  cols: string | undefined;
};

export const TABLE_SEARCH_KEYS = ['sort', 'q', 'filters', 'cols'] as const;

/** `name:asc,ip:desc` → sort entries; malformed parts are skipped, a column counts once. */
export function decodeSort(text: string | undefined): DataTableState['sort'] {
  if (!text) return undefined;
  const sort: { id: string; desc: boolean }[] = [];
  for (const part of text.split(',')) {
    const colon = part.lastIndexOf(':');
    if (colon <= 0) continue;
    const id = part.slice(0, colon);
    const direction = part.slice(colon + 1);
    if (direction !== 'asc' && direction !== 'desc') continue;
    if (sort.some((entry) => entry.id === id)) continue;
    sort.push({ id, desc: direction === 'desc' });
  }
  return sort.length ? sort : undefined;
}

export function encodeSort(sort: DataTableState['sort']): string | undefined {
  if (!sort?.length) return undefined;
  return sort.map((entry) => `${entry.id}:${entry.desc ? 'desc' : 'asc'}`).join(',');
}

/** URL parameters → table state. `cols` absent means the default columns; `cols=` means none hidden. */
export function decodeTableState(search: TableSearch): DataTableState {
  const state: DataTableState = {};
  const sort = decodeSort(search.sort);
  if (sort) state.sort = sort;
  if (search.q) state.search = search.q;
  const filters = Object.entries(search.filters ?? {}).filter(([, value]) => value !== '');
  if (filters.length) state.filters = Object.fromEntries(filters);
  if (search.cols !== undefined) state.hidden = search.cols.split(',').filter((id) => id !== '');
  return state;
}

/** Table state → URL parameters; every key is present, `undefined` removes it from the URL. */
export function encodeTableState(state: DataTableState): TableSearchUpdate {
  const filters = Object.entries(state.filters ?? {}).filter(([, value]) => value !== '');
  return {
    sort: encodeSort(state.sort),
    q: state.search ? state.search : undefined,
    filters: filters.length ? Object.fromEntries(filters) : undefined,
    cols: state.hidden === undefined ? undefined : state.hidden.join(','),
  };
}

/** The update that removes every key of the list state from the URL (a page whose table changes columns). */
export const CLEARED_TABLE_SEARCH: TableSearchUpdate = encodeTableState({});
