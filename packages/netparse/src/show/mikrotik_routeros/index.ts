import type { ShowParserEntry } from '../../parse/types';

/** Built-in show-output parsers of `mikrotik_routeros`. */
export const mikrotikRouterosParsers: ShowParserEntry[] = [];
