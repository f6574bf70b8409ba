import type { CellValue } from '../export/csv';
import type { DataTableColumn, DataTableState } from './types';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values: numbers numerically, text naturally ("sw2" before "sw10"). */
export function compareCellValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(cellText(a), cellText(b));
}

/** The text a value is searched and filtered by. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The text a plain cell and the CSV show: the column's `text` of the value, else the value itself. */
export function plainText<T>(column: Pick<DataTableColumn<T>, 'text'>, value: CellValue): string {
  return column.text ? column.text(value) : cellText(value);
}

/** Hidden column ids: the state's, or the columns hidden by default. */
export function hiddenColumnIds<T>(state: DataTableState, columns: readonly DataTableColumn<T>[]): string[] {
  return state.hidden ?? columns.filter((column) => column.hiddenByDefault).map((column) => column.id);
}

/** Drops empty filter values so that an empty input means "no filter". */
export function activeFilters(filters: Record<string, string> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [id, value] of Object.entries(filters ?? {})) if (value !== '') result[id] = value;
  return result;
}
