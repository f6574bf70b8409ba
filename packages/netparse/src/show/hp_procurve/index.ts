import type { ShowParserEntry } from '../../parse/types';

/** Built-in show-output parsers of `hp_procurve`. */
export const hpProcurveParsers: ShowParserEntry[] = [];
