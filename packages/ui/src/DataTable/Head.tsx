import { Checkbox, Select, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { Column, RowData, SortingState } from '@tanstack/react-table';
import { type KeyboardEvent, useState } from 'react';
import type { Features } from './column-defs';
import { cellStyle, DATA_TABLE_ROW_HEIGHT, SELECT_COLUMN_WIDTH } from './layout';
import { dataTableMessages as messages } from './messages';
import type { DataTableColumn } from './types';
import { useDebouncedInput } from './use-debounced-input';

type ShownColumn<T extends RowData> = { column: Column<Features, T>; descriptor: DataTableColumn<T> };

type HeadProps<T extends RowData> = {
  shownColumns: readonly ShownColumn<T>[];
  sorting: SortingState;
  selection:
    | { allSelected: boolean; someSelected: boolean; disabled: boolean; toggleAll: () => void }
    | undefined;
  filters: Readonly<Record<string, string>> | undefined;
  selectOptions: ReadonlyMap<string, string[]>;
  onFilter: (id: string, value: string | null) => void;
};

/** The keys that move the focus along the header's sort buttons, and where each one moves it. */
const ROVING_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves the focus to another sort button of the same header row, by arrow key, Home or End. */
function moveSortFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const next = ROVING_KEYS[event.key];
  const buttons = event.currentTarget
    .closest('tr')
    ?.querySelectorAll<HTMLButtonElement>('[data-sort-button]');
  if (!next || !buttons) return;
  const index = Array.from(buttons).indexOf(event.currentTarget);
  event.preventDefault();
  buttons[next(index, buttons.length)]?.focus();
}

/**
 * The sticky header: sortable column titles (shift-click adds a column), select-all, and the filter row. The
 * sort buttons are one Tab stop (the arrow keys move along them), so the filters are a few presses away.
 */
export function Head<T extends RowData>({
  shownColumns,
  sorting,
  selection,
  filters,
  selectOptions,
  onFilter,
}: HeadProps<T>) {
  const hasFilterRow = shownColumns.some(({ descriptor }) => descriptor.filter !== undefined);
  const sortable = shownColumns
    .filter(({ column }) => column.getCanSort())
    .map(({ descriptor }) => descriptor.id);
  const [focusedSort, setFocusedSort] = useState<string | undefined>(undefined);
  const tabStop = focusedSort !== undefined && sortable.includes(focusedSort) ? focusedSort : sortable[0];
  return (
    <Table.Thead style={{ zIndex: 2 }}>
      <Table.Tr>
        {selection && (
          <Table.Th style={{ width: SELECT_COLUMN_WIDTH }}>
            <Checkbox
              size="xs"
              aria-label={messages.selectAll}
              checked={selection.allSelected}
              indeterminate={selection.someSelected && !selection.allSelected}
              disabled={selection.disabled}
              onChange={selection.toggleAll}
            />
          </Table.Th>
        )}
        {shownColumns.map(({ column, descriptor }) => (
          <HeaderCell
            key={descriptor.id}
            column={column}
            descriptor={descriptor}
            multiSort={sorting.length > 1}
            tabStop={descriptor.id === tabStop}
            onFocus={() => setFocusedSort(descriptor.id)}
          />
        ))}
      </Table.Tr>
      {hasFilterRow && (
        <Table.Tr>
          {selection && <Table.Th />}
          {shownColumns.map(({ descriptor }) => (
            <Table.Th key={descriptor.id} py={4}>
              {descriptor.filter === 'text' && (
                <TextFilter
                  label={messages.filterLabel(descriptor.header)}
                  value={filters?.[descriptor.id] ?? ''}
                  onChange={(value) => onFilter(descriptor.id, value)}
                />
              )}
              {descriptor.filter === 'select' && (
                <Select
                  size="xs"
                  aria-label={messages.filterLabel(descriptor.header)}
                  placeholder={messages.selectPlaceholder}
                  data={selectOptions.get(descriptor.id) ?? []}
                  value={filters?.[descriptor.id] ?? null}
                  onChange={(value) => onFilter(descriptor.id, value)}
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
  );
}

function HeaderCell<T extends RowData>({
  column,
  descriptor,
  multiSort,
  tabStop,
  onFocus,
}: ShownColumn<T> & { multiSort: boolean; tabStop: boolean; onFocus: () => void }) {
  const sorted = column.getIsSorted();
  const sortIndex = multiSort ? column.getSortIndex() : -1;
  return (
    <Table.Th
      style={{ width: descriptor.width, height: DATA_TABLE_ROW_HEIGHT }}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {column.getCanSort() ? (
        <UnstyledButton
          onClick={column.getToggleSortingHandler()}
          data-sort-button
          tabIndex={tabStop ? 0 : -1}
          onFocus={onFocus}
          onKeyDown={moveSortFocus}
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
