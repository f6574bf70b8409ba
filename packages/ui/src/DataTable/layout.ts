/** Row height in px: fixed, so that virtualisation needs no measuring. */
export const DATA_TABLE_ROW_HEIGHT = 40;
export const SELECT_COLUMN_WIDTH = 44;

/** One line per cell, cut with an ellipsis. */
export const cellStyle = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
