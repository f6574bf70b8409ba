export { DATA_TABLE_ROW_HEIGHT, DataTable, type DataTableProps } from './DataTable';
export { dataTableMessages } from './messages';
export { Toolbar as DataTableToolbar } from './Toolbar';
export type { DataTableColumn, DataTableState } from './types';
