import type { ShowParserEntry } from '../../parse/types';

/** Built-in show-output parsers of `arista_eos`. */
export const aristaEosParsers: ShowParserEntry[] = [];
