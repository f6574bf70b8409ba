import { DATA_TABLE_ROW_HEIGHT } from '@lne/ui';

const HEADER_HEIGHT = 44;
const MIN_ROWS = 3;

/** A list's scroll height: as tall as its rows (so short lists leave no empty band), at most `max`. */
export function tableHeight(rows: number, max: number): number {
  return Math.min(max, HEADER_HEIGHT + Math.max(rows, MIN_ROWS) * DATA_TABLE_ROW_HEIGHT + 2);
}
