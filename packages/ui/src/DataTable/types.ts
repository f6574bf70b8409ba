import type { ReactNode } from 'react';
import type { CellValue } from '../export/csv';

/** One column of a DataTable: what it shows and how its value sorts, filters, searches and exports. */
export type DataTableColumn<T> = {
  /** Also the CSV column key and the URL key. */
  id: string;
  /** Column title, also the CSV header. */
  header: string;
  /** The value used for sorting, filtering, global search and CSV. */
  value: (row: T) => CellValue;
  /**
   * How the value reads, e.g. `1000` as '1 Gbit/s': the plain cell, the search and the CSV show this text while
   * sorting keeps the value (numbers sort as numbers). Not for 'select' filters, which offer the values.
   */
  text?: (value: CellValue) => string;
  /** Rendering; defaults to the value (through `text` when given). */
  cell?: (row: T) => ReactNode;
  /** A column filter in the header: 'text' contains (case-insensitive), 'select' offers the distinct values. */
  filter?: 'text' | 'select';
  /** Default true. */
  sortable?: boolean;
  /** Width in px; flexible when omitted. */
  width?: number;
  hiddenByDefault?: boolean;
};

/** The part of a table's state that can be shared (kept in the URL by the app). */
export type DataTableState = {
  sort?: { id: string; desc: boolean }[];
  filters?: Record<string, string>;
  search?: string;
  /** Hidden column ids; when absent, the columns marked `hiddenByDefault` are hidden. */
  hidden?: string[];
};
