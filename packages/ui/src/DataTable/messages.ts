const count = new Intl.NumberFormat('en-US');

/** Texts of the shared list component. */
export const dataTableMessages = {
  search: 'Search',
  columns: 'Columns',
  exportCsv: 'Export CSV',
  clearSelection: 'Clear selection',
  selectAll: 'Select all rows',
  selectRow: 'Select row',
  emptyDefault: 'No data',
  noMatches: 'No rows match the search and filters',
  errorTitle: 'Could not load the data',
  filterLabel: (header: string) => `Filter ${header}`,
  filterPlaceholder: 'Filter',
  selectPlaceholder: 'All',
  selected: (n: number) => `${count.format(n)} selected`,
  rowCount: (shown: number, total: number) =>
    shown === total
      ? `${count.format(total)} ${total === 1 ? 'row' : 'rows'}`
      : `${count.format(shown)} of ${count.format(total)} rows`,
};
