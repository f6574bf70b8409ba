import {
  type ColumnDef,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createSortedRowModel,
  type FilterFn,
  globalFilteringFeature,
  type Row,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  tableFeatures,
} from '@tanstack/react-table';
import type { CellValue } from '../export/csv';
import type { ColumnValues } from './column-values';
import { cellText, compareCellValues } from './table-logic';
import type { DataTableColumn } from './types';

/** The one feature set every table registers (TanStack Table v9 features are opt-in). */
export const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnVisibilityFeature,
  rowSelectionFeature,
});
export type Features = typeof features;

/** Global search value: lower-case needle and the visible columns it looks in. */
export type GlobalSearch = { needle: string; columns: ReadonlySet<string> };

/**
 * The table's column definitions. Every value comes from the precomputed `values()` (one pass over the data per
 * change of the data or the columns), never from the columns' value functions.
 */
export function toColumnDefs<T extends RowData>(
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
