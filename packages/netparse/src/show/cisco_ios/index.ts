import type { ShowParserEntry } from '../../parse/types';

/** Built-in show-output parsers of `cisco_ios`. */
export const ciscoIosParsers: ShowParserEntry[] = [];
