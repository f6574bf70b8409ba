import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Menu,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createSortedRowModel,
  type FilterFn,
  functionalUpdate,
  globalFilteringFeature,
  type Row,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildCsv, type CellValue, csvFileName, downloadCsv } from '../export';
import { type ColumnValues, computeColumnValues, distinctColumnValues } from './column-values';
import classes from './DataTable.module.css';
import { dataTableMessages as messages } from './messages';
import { activeFilters, cellText, compareCellValues, hiddenColumnIds } from './table-logic';
import type { DataTableColumn, DataTableState } from './types';

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

/** Row height in px: fixed, so that virtualisation needs no measuring. */
export const DATA_TABLE_ROW_HEIGHT = 40;
const SELECT_COLUMN_WIDTH = 44;
const SKELETON_ROWS = 8;
const INPUT_DEBOUNCE_MS = 200;
const OVERSCAN = 8;

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnVisibilityFeature,
  rowSelectionFeature,
});
type Features = typeof features;

/** Global search value: lower-case needle and the visible columns it looks in. */
type GlobalSearch = { needle: string; columns: ReadonlySet<string> };

const EMPTY_SORT: SortingState = [];
const EMPTY_SELECTION: RowSelectionState = {};

/**
 * The table's column definitions. Every value comes from the precomputed `values()` (one pass over the data per
 * change of the data or the columns), never from the columns' value functions.
 */
function toColumnDefs<T extends RowData>(
  columns: readonly DataTableColumn<T>[],
  values: () => ColumnValues<T>,
): {
  columnDefs: ColumnDef<Features, T>[];
  globalFilterFn: FilterFn<Features, T>;
} {
  const sortFn: SortFn<Features, T> = (a, b, id) =>
    compareCellValues(a.getValue<CellValue>(id), b.getValue<CellValue>(id));
  const searchText = (row: Row<Features, T>, id: string) => {
    const current = values();
    return current.of(row.original).search[current.indexOf(id)] ?? '';
  };
  const textFilter: FilterFn<Features, T> = (row, id, needle: string) => searchText(row, id).includes(needle);
  const selectFilter: FilterFn<Features, T> = (row, id, value: string) =>
    cellText(row.getValue<CellValue>(id)) === value;
  const globalFilter: FilterFn<Features, T> = (row, id, search: GlobalSearch) =>
    search.columns.has(id) && searchText(row, id).includes(search.needle);
  const columnDefs = columns.map(
    (column, index): ColumnDef<Features, T> => ({
      id: column.id,
      header: column.header,
      // Empty values are undefined (see computeColumnValues), so that sortUndefined puts them last.
      accessorFn: (row: T) => values().of(row).values[index],
      enableSorting: column.sortable !== false,
      sortFn,
      sortUndefined: 'last',
      sortDescFirst: false,
      enableColumnFilter: column.filter !== undefined,
      filterFn: column.filter === 'select' ? selectFilter : textFilter,
      enableGlobalFilter: true,
      enableHiding: true,
    }),
  );
  return { columnDefs, globalFilterFn: globalFilter };
}

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

/** Keeps a text input responsive: local value at once, committed after a pause; follows outside changes. */
function useDebouncedInput(value: string, commit: (value: string) => void) {
  const [input, setInput] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setInput(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = useCallback((next: string) => {
    setInput(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      committed.current = next;
      commitRef.current(next);
    }, INPUT_DEBOUNCE_MS);
  }, []);
  return [input, onChange] as const;
}

function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [input, setInput] = useDebouncedInput(value, onChange);
  return (
    <TextInput
      size="xs"
      aria-label={label}
      placeholder={messages.filterPlaceholder}
      value={input}
      onChange={(event) => setInput(event.currentTarget.value)}
    />
  );
}

const cellStyle = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

type BodyRowProps<T extends RowData> = {
  row: Row<Features, T>;
  columns: readonly DataTableColumn<T>[];
  selectable: boolean;
  selected: boolean;
  /** False for rows that entered the window during a scroll: custom cells show their plain value until it stops. */
  rich: boolean;
  onRowClick: ((row: T) => void) | undefined;
};

/** One body row; memoised, so rows that stay in the window are not rendered again while scrolling. */
const BodyRow = memo(function BodyRow<T extends RowData>({
  row,
  columns,
  selectable,
  selected,
  rich,
  onRowClick,
}: BodyRowProps<T>) {
  return (
    <tr
      data-row-id={row.id}
      data-selected={selected || undefined}
      aria-selected={selectable ? selected : undefined}
      className={onRowClick ? `${classes.row} ${classes.clickable}` : classes.row}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
    >
      {selectable && (
        <td className={classes.cell}>
          <input
            type="checkbox"
            className={classes.checkbox}
            onClick={(event) => event.stopPropagation()}
            aria-label={messages.selectRow}
            checked={selected}
            onChange={(event) => row.getToggleSelectedHandler()(event)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} data-column-id={column.id} className={classes.cell}>
          {column.cell && rich ? column.cell(row.original) : cellText(row.getValue<CellValue>(column.id))}
        </td>
      ))}
    </tr>
  );
}) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode;

type VirtualRowsProps<T extends RowData> = {
  rows: Row<Features, T>[];
  columns: readonly DataTableColumn<T>[];
  scrollElement: HTMLDivElement | null;
  selectable: boolean;
  rowSelection: RowSelectionState;
  onRowClick: ((row: T) => void) | undefined;
};

/**
 * The window of rows in view (plus overscan) between two spacer rows. Scrolling re-renders only this part,
 * not the header, filters and toolbar.
 */
function VirtualRows<T extends RowData>({
  rows,
  columns,
  scrollElement,
  selectable,
  rowSelection,
  onRowClick,
}: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => DATA_TABLE_ROW_HEIGHT,
    overscan: OVERSCAN,
    // Rows follow the scroll in React's own task, not synchronously inside the scroll event: a scroll event and
    // the render it causes are then two tasks, not one long one.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  // Rows entering the window while the list scrolls render custom cells as plain text, so a fast scroll never
  // waits for heavy cells (editors, menus); they get their cells once scrolling stops (150 ms after the last
  // scroll event). A row keeps its full cells once it had them, so nothing flickers back.
  const richRows = useRef(new Set<string>());
  const richFor = useRef(rows);
  if (richFor.current !== rows) {
    richFor.current = rows;
    richRows.current = new Set();
  }
  const scrolling = virtualizer.isScrolling;
  const paddingTop = items[0]?.start ?? 0;
  const lastItem = items[items.length - 1];
  const paddingBottom = lastItem ? virtualizer.getTotalSize() - lastItem.end : 0;
  const span = columns.length + (selectable ? 1 : 0);
  const isRich = (id: string) => {
    if (richRows.current.has(id)) return true;
    if (scrolling) return false;
    richRows.current.add(id);
    return true;
  };
  return (
    <>
      {paddingTop > 0 && (
        <tr aria-hidden style={{ height: paddingTop }}>
          <td colSpan={span} style={{ padding: 0, border: 0 }} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <BodyRow
            key={row.id}
            row={row}
            columns={columns}
            selectable={selectable}
            selected={selectable && rowSelection[row.id] === true}
            rich={isRich(row.id)}
            onRowClick={onRowClick}
          />
        );
      })}
      {paddingBottom > 0 && (
        <tr aria-hidden style={{ height: paddingBottom }}>
          <td colSpan={span} style={{ padding: 0, border: 0 }} />
        </tr>
      )}
    </>
  );
}

/**
 * The one list component of the product: sorting (shift-click adds a column), column filters, global search,
 * column visibility, row selection with bulk actions, CSV export of what is shown, and a virtualised body.
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

  const table = useTable({
    features,
    columns: columnDefs,
    data,
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

  const [searchInput, setSearchInput] = useDebouncedInput(search, (value) => update({ search: value }));

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
      rows.map((row) => shownColumns.map(({ descriptor }) => row.getValue<CellValue>(descriptor.id))),
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

  const hasFilterRow = shownColumns.some(({ descriptor }) => descriptor.filter !== undefined);
  const columnCount = shownColumns.length + (selectable ? 1 : 0);
  const shownDescriptors = useMemo(() => shownColumns.map(({ descriptor }) => descriptor), [shownColumns]);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <Table.Tr key={index} data-testid="datatable-skeleton-row" style={{ height: DATA_TABLE_ROW_HEIGHT }}>
        {Array.from({ length: columnCount }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Text c="dimmed" ta="center" py="xl" data-testid="datatable-empty">
            {data.length === 0 ? emptyText : messages.noMatches}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = (
      <VirtualRows
        rows={rows}
        columns={shownDescriptors}
        scrollElement={scrollElement}
        selectable={selectable}
        rowSelection={rowSelection}
        onRowClick={onRowClick}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm">{toolbar}</Group>
        <Group gap="sm" wrap="nowrap">
          <TextInput
            aria-label={messages.search}
            placeholder={messages.search}
            value={searchInput}
            onChange={(event) => setSearchInput(event.currentTarget.value)}
            w={240}
          />
          <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default">{messages.columns}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {columns.map((column) => (
                <Menu.Item key={column.id} component="div">
                  <Checkbox
                    label={column.header}
                    checked={!hidden.includes(column.id)}
                    onChange={(event) => toggleHidden(column.id, event.currentTarget.checked)}
                  />
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {exportFileName !== undefined && (
            <Button variant="default" onClick={exportCsv} disabled={loading || Boolean(error)}>
              {messages.exportCsv}
            </Button>
          )}
        </Group>
      </Group>

      {selectable && selectedRows.length > 0 && (
        <Paper
          withBorder
          px="md"
          py="xs"
          bg="var(--mantine-primary-color-light)"
          data-testid="datatable-bulk-bar"
        >
          <Group justify="space-between">
            <Group gap="sm">
              <Text fw={500}>{messages.selected(selectedRows.length)}</Text>
              {bulkActions?.(selectedRows, clearSelection)}
            </Group>
            <Button variant="subtle" size="xs" onClick={clearSelection}>
              {messages.clearSelection}
            </Button>
          </Group>
        </Paper>
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
              <Table.Thead style={{ zIndex: 2 }}>
                <Table.Tr>
                  {selectable && (
                    <Table.Th style={{ width: SELECT_COLUMN_WIDTH }}>
                      <Checkbox
                        size="xs"
                        aria-label={messages.selectAll}
                        checked={allShownSelected}
                        indeterminate={selectedRows.length > 0 && !allShownSelected}
                        disabled={rows.length === 0}
                        onChange={toggleAllShown}
                      />
                    </Table.Th>
                  )}
                  {shownColumns.map(({ column, descriptor }) => {
                    const sorted = column.getIsSorted();
                    const sortIndex = sorting.length > 1 ? column.getSortIndex() : -1;
                    return (
                      <Table.Th
                        key={descriptor.id}
                        style={{ width: descriptor.width, height: DATA_TABLE_ROW_HEIGHT }}
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {column.getCanSort() ? (
                          <UnstyledButton
                            onClick={column.getToggleSortingHandler()}
                            fw={600}
                            fz="sm"
                            style={{ ...cellStyle, display: 'block', width: '100%' }}
                            title={descriptor.header}
                          >
                            {descriptor.header}
                            {sorted && (
                              <Text span c="dimmed" fz="xs" ml={4} data-testid="datatable-sort-indicator">
                                {sorted === 'asc' ? '▲' : '▼'}
                                {sortIndex >= 0 ? sortIndex + 1 : ''}
                              </Text>
                            )}
                          </UnstyledButton>
                        ) : (
                          <Text fw={600} fz="sm" style={cellStyle}>
                            {descriptor.header}
                          </Text>
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
                {hasFilterRow && (
                  <Table.Tr>
                    {selectable && <Table.Th />}
                    {shownColumns.map(({ descriptor }) => (
                      <Table.Th key={descriptor.id} py={4}>
                        {descriptor.filter === 'text' && (
                          <TextFilter
                            label={messages.filterLabel(descriptor.header)}
                            value={state.filters?.[descriptor.id] ?? ''}
                            onChange={(value) => setFilter(descriptor.id, value)}
                          />
                        )}
                        {descriptor.filter === 'select' && (
                          <Select
                            size="xs"
                            aria-label={messages.filterLabel(descriptor.header)}
                            placeholder={messages.selectPlaceholder}
                            data={selectOptions.get(descriptor.id) ?? []}
                            value={state.filters?.[descriptor.id] ?? null}
                            onChange={(value) => setFilter(descriptor.id, value)}
                            clearable
                            searchable
                            comboboxProps={{ withinPortal: true }}
                          />
                        )}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                )}
              </Table.Thead>
              <Table.Tbody>{body}</Table.Tbody>
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
