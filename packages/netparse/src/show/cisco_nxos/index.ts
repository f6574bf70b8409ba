import type { ShowParserEntry } from '../../parse/types';

/** Built-in show-output parsers of `cisco_nxos`. */
export const ciscoNxosParsers: ShowParserEntry[] = [];
