import type { CellValue } from '../export/csv';
import { cellText } from './table-logic';
import type { DataTableColumn } from './types';

/** The values of one row: per column (in the order of the columns), as given and as lower-case search text. */
type RowValues = {
  /** The column's value; empty text and null become undefined, so that sorting puts them last. */
  readonly values: readonly CellValue[];
  /** The value as lower-case text, for the 'text' filters and the global search. */
  readonly search: readonly string[];
};

/**
 * Every column's value of every row, computed once per change of the data or the columns, so that sorting,
 * filtering, searching, the select filters' options, the plain cells and the CSV export never call the
 * columns' value functions again (a list of 10,000 rows and ten columns otherwise runs 100,000 of them on
 * each pass).
 */
export type ColumnValues<T> = {
  /** The values of `row`: precomputed for a row of the data, computed now (and kept) for any other. */
  of(row: T): RowValues;
  /** The index of a column by id (-1 when unknown). */
  indexOf(id: string): number;
};

function rowValuesOf<T>(row: T, columns: readonly DataTableColumn<T>[]): RowValues {
  const values: CellValue[] = new Array(columns.length);
  const search: string[] = new Array(columns.length);
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    const value = column ? column.value(row) : undefined;
    values[i] = value === null || value === '' ? undefined : value;
    search[i] = (column?.text ? column.text(value) : cellText(value)).toLowerCase();
  }
  return { values, search };
}

/** Computes the values of every row of `data` for `columns` (pure: reads only the value functions). */
export function computeColumnValues<T>(
  data: readonly T[],
  columns: readonly DataTableColumn<T>[],
): ColumnValues<T> {
  const byRow = new Map<T, RowValues>();
  for (const row of data) if (!byRow.has(row)) byRow.set(row, rowValuesOf(row, columns));
  const indexById = new Map(columns.map((column, index) => [column.id, index]));
  return {
    of(row) {
      let entry = byRow.get(row);
      if (!entry) {
        entry = rowValuesOf(row, columns);
        byRow.set(row, entry);
      }
      return entry;
    },
    indexOf: (id) => indexById.get(id) ?? -1,
  };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Distinct non-empty values of column `index` over `data`, as text in ascending order (a 'select' filter). */
export function distinctColumnValues<T>(
  data: readonly T[],
  values: ColumnValues<T>,
  index: number,
): string[] {
  const seen = new Set<string>();
  for (const row of data) {
    const text = cellText(values.of(row).values[index]);
    if (text !== '') seen.add(text);
  }
  return [...seen].sort(collator.compare);
}
