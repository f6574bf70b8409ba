import type { ShowParserEntry } from '../../parse/types';

/** Built-in show-output parsers of `juniper_junos`. */
export const juniperJunosParsers: ShowParserEntry[] = [];
