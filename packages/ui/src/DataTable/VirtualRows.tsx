import type { Row, RowData, RowSelectionState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useRef } from 'react';
import type { CellValue } from '../export/csv';
import type { Features } from './column-defs';
import classes from './DataTable.module.css';
import { DATA_TABLE_ROW_HEIGHT } from './layout';
import { dataTableMessages as messages } from './messages';
import { plainText } from './table-logic';
import type { DataTableColumn } from './types';

const OVERSCAN = 8;

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
          {column.cell && rich
            ? column.cell(row.original)
            : plainText(column, row.getValue<CellValue>(column.id))}
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
export function VirtualRows<T extends RowData>({
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
