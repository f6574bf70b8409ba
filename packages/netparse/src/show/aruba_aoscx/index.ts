import type { ShowParserEntry } from '../../parse/types';

/** Built-in show-output parsers of `aruba_aoscx`. */
export const arubaAoscxParsers: ShowParserEntry[] = [];
