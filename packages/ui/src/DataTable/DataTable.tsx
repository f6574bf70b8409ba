import { Alert, Box, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import {
  type ColumnFiltersState,
  type ColumnVisibilityState,
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { buildCsv, type CellValue, csvFileName } from '../export/csv';
import { downloadCsv } from '../export/download';
import { features, type GlobalSearch, toColumnDefs } from './column-defs';
import { computeColumnValues, distinctColumnValues } from './column-values';
import { Head } from './Head';
import { DATA_TABLE_ROW_HEIGHT } from './layout';
import { dataTableMessages as messages } from './messages';
import { BulkBar, Toolbar } from './Toolbar';
import { activeFilters, hiddenColumnIds } from './table-logic';
import type { DataTableColumn, DataTableState } from './types';
import { VirtualRows } from './VirtualRows';

export { DATA_TABLE_ROW_HEIGHT } from './layout';

export type DataTableProps<T extends RowData> = {
  data: readonly T[];
  /** Keep this array stable (module scope or useMemo): a new array rebuilds the table's row models. */
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Controlled (for example URL) state; the table keeps its own state when omitted. */
  state?: DataTableState;
  onStateChange?: (state: DataTableState) => void;
  selectable?: boolean;
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  toolbar?: ReactNode;
  loading?: boolean;
  error?: unknown;
  emptyText?: string;
  /** Shows 'Export CSV' of exactly the rows and columns shown. */
  exportFileName?: string;
  /** Height of the scrolling body in px; at most 70 % of the window when omitted. */
  height?: number;
  onRowClick?: (row: T) => void;
};

const SKELETON_ROWS = 8;
const EMPTY_SORT: SortingState = [];
const EMPTY_SELECTION: RowSelectionState = {};

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return String(error);
}

/** The body while loading (skeleton rows) or with no rows to show (empty or no matches). */
function PlaceholderRows({
  loading,
  columnCount,
  text,
}: {
  loading: boolean;
  columnCount: number;
  text: string;
}) {
  if (loading) {
    return Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <Table.Tr key={index} data-testid="datatable-skeleton-row" style={{ height: DATA_TABLE_ROW_HEIGHT }}>
        {Array.from({ length: columnCount }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }
  return (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>
        <Text c="dimmed" ta="center" py="xl" data-testid="datatable-empty">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The one list component of the product: sorting (shift-click adds a column), column filters, global search,
 * column visibility, row selection with bulk actions, CSV export of what is shown, and a virtualised body.
 * This component holds the state and the TanStack table; `Toolbar`, `Head` and `VirtualRows` draw it.
 */
export function DataTable<T extends RowData>({
  data,
  columns,
  getRowId,
  state: controlledState,
  onStateChange,
  selectable = false,
  bulkActions,
  toolbar,
  loading = false,
  error,
  emptyText = messages.emptyDefault,
  exportFileName,
  height,
  onRowClick,
}: DataTableProps<T>) {
  const [ownState, setOwnState] = useState<DataTableState>({});
  const state = controlledState ?? ownState;
  const stateRef = useRef(state);
  stateRef.current = state;
  const update = useCallback(
    (patch: Partial<DataTableState>) => {
      const next = { ...stateRef.current, ...patch };
      stateRef.current = next;
      if (onStateChange) onStateChange(next);
      if (!controlledState) setOwnState(next);
    },
    [onStateChange, controlledState],
  );

  const [rowSelection, setRowSelection] = useState<RowSelectionState>(EMPTY_SELECTION);

  // One pass over the data per change of the data or the columns; the definitions read it through a ref, so
  // that they (and the table's column state) only change with the columns.
  const columnValues = useMemo(() => computeColumnValues(data, columns), [data, columns]);
  const columnValuesRef = useRef(columnValues);
  columnValuesRef.current = columnValues;
  const { columnDefs, globalFilterFn } = useMemo(
    () => toColumnDefs(columns, () => columnValuesRef.current),
    [columns],
  );
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const hidden = useMemo(() => hiddenColumnIds(state, columns), [state, columns]);
  const hiddenKey = hidden.join('\u0000');
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(hidden.map((id) => [id, false])),
    [hiddenKey],
  );
  const filters = useMemo(() => activeFilters(state.filters), [state.filters]);
  const filtersKey = JSON.stringify(filters);
  const columnFilters = useMemo<ColumnFiltersState>(
    () =>
      Object.entries(filters)
        .filter(([id]) => columnsById.get(id)?.filter !== undefined)
        .map(([id, value]) => ({
          id,
          value: columnsById.get(id)?.filter === 'text' ? value.toLowerCase() : value,
        })),
    [filtersKey, columnsById],
  );
  const search = state.search ?? '';
  const globalFilter = useMemo<GlobalSearch | undefined>(() => {
    const needle = search.trim().toLowerCase();
    if (needle === '') return undefined;
    const visible = new Set(
      columns.filter((column) => !hidden.includes(column.id)).map((column) => column.id),
    );
    return { needle, columns: visible };
  }, [search, hiddenKey, columns]);
  const sorting = state.sort ?? EMPTY_SORT;

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) =>
      update({ sort: functionalUpdate(updater, stateRef.current.sort ?? []) }),
    [update],
  );
  const onRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) =>
      setRowSelection((previous) => functionalUpdate(updater, previous)),
    [],
  );

  // The table keeps each row's values once read; new columns for the same data (a name looked up once its list
  // has come) need new rows, or their cells keep the values of the columns before.
  const tableData = useMemo(() => data.slice(), [data, columnDefs]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: tableData,
    getRowId: (row: T) => getRowId(row),
    state: { sorting, columnFilters, globalFilter, columnVisibility, rowSelection },
    onSortingChange,
    onRowSelectionChange,
    getColumnCanGlobalFilter: () => true,
    globalFilterFn,
    enableRowSelection: selectable,
    enableMultiSort: true,
  });

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const shownColumns = useMemo(
    () =>
      visibleColumns.flatMap((column) => {
        const descriptor = columnsById.get(column.id);
        return descriptor ? [{ column, descriptor }] : [];
      }),
    [visibleColumns, columnsById],
  );

  const selectedRows = useMemo(
    () => (selectable ? rows.filter((row) => rowSelection[row.id]).map((row) => row.original) : []),
    [selectable, rows, rowSelection],
  );
  const allShownSelected = rows.length > 0 && selectedRows.length === rows.length;
  const toggleAllShown = () =>
    setRowSelection((previous) => {
      const next = { ...previous };
      for (const row of rows) {
        if (allShownSelected) delete next[row.id];
        else next[row.id] = true;
      }
      return next;
    });
  const clearSelection = useCallback(() => setRowSelection(EMPTY_SELECTION), []);

  // State, not a ref: the rows' virtualiser must see the element once it exists (child effects run first).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const setFilter = (id: string, value: string | null) =>
    update({ filters: activeFilters({ ...stateRef.current.filters, [id]: value ?? '' }) });

  const toggleHidden = (id: string, visible: boolean) => {
    const current = hiddenColumnIds(stateRef.current, columns);
    const next = visible ? current.filter((hiddenId) => hiddenId !== id) : [...current, id];
    if (next.length >= columns.length) return; // one column always stays
    // A hidden column's filter would act invisibly, so it goes with the column.
    const { [id]: _dropped, ...otherFilters } = stateRef.current.filters ?? {};
    update(visible ? { hidden: next } : { hidden: next, filters: otherFilters });
  };

  const exportCsv = () => {
    if (!exportFileName) return;
    const csv = buildCsv(
      shownColumns.map(({ descriptor }) => descriptor.header),
      rows.map((row) =>
        shownColumns.map(({ descriptor }) => {
          const value = row.getValue<CellValue>(descriptor.id);
          return descriptor.text ? descriptor.text(value) : value;
        }),
      ),
    );
    downloadCsv(csvFileName(exportFileName), csv);
  };

  const selectOptions = useMemo(() => {
    const options = new Map<string, string[]>();
    columns.forEach((column, index) => {
      if (column.filter === 'select') options.set(column.id, distinctColumnValues(data, columnValues, index));
    });
    return options;
  }, [columns, data, columnValues]);

  const columnCount = shownColumns.length + (selectable ? 1 : 0);
  const shownDescriptors = useMemo(() => shownColumns.map(({ descriptor }) => descriptor), [shownColumns]);

  return (
    <Stack gap="sm">
      <Toolbar
        search={search}
        onSearch={(value) => update({ search: value })}
        columns={columns}
        hidden={hidden}
        onToggleColumn={toggleHidden}
        onExport={exportFileName !== undefined ? exportCsv : undefined}
        exportDisabled={loading || Boolean(error)}
      >
        {toolbar}
      </Toolbar>

      {selectable && selectedRows.length > 0 && (
        <BulkBar count={selectedRows.length} onClear={clearSelection}>
          {bulkActions?.(selectedRows, clearSelection)}
        </BulkBar>
      )}

      {error ? (
        <Alert color="red" title={messages.errorTitle} role="alert">
          {errorMessage(error)}
        </Alert>
      ) : (
        <Paper withBorder radius="sm">
          <Box
            ref={setScrollElement}
            data-testid="datatable-scroll"
            style={{ height, maxHeight: height === undefined ? '70vh' : undefined, overflow: 'auto' }}
          >
            <Table stickyHeader layout="fixed" highlightOnHover={Boolean(onRowClick)} verticalSpacing={0}>
              <Head
                shownColumns={shownColumns}
                sorting={sorting}
                selection={
                  selectable
                    ? {
                        allSelected: allShownSelected,
                        someSelected: selectedRows.length > 0,
                        disabled: rows.length === 0,
                        toggleAll: toggleAllShown,
                      }
                    : undefined
                }
                filters={state.filters}
                selectOptions={selectOptions}
                onFilter={setFilter}
              />
              <Table.Tbody>
                {loading || rows.length === 0 ? (
                  <PlaceholderRows
                    loading={loading}
                    columnCount={columnCount}
                    text={data.length === 0 ? emptyText : messages.noMatches}
                  />
                ) : (
                  <VirtualRows
                    rows={rows}
                    columns={shownDescriptors}
                    scrollElement={scrollElement}
                    selectable={selectable}
                    rowSelection={rowSelection}
                    onRowClick={onRowClick}
                  />
                )}
              </Table.Tbody>
            </Table>
          </Box>
        </Paper>
      )}

      {!loading && !error && (
        <Text size="sm" c="dimmed" data-testid="datatable-row-count">
          {messages.rowCount(rows.length, data.length)}
        </Text>
      )}
    </Stack>
  );
}
