/**
 * @lne/netparse: reads what network devices print into one vendor-neutral model. Pure TypeScript, no I/O:
 * runs in Node, in a browser and in a worker.
 */

export * from './infer/index';
export * from './model/empty';
export * from './model/interface-names';
export * from './model/types';
export * from './model/values';
export { macKind, macVendor } from './oui/index';
export { commandFromFileName, commandFromPrompt, detectPlatform, type PlatformGuess } from './parse/detect';
export {
  builtInCommands,
  fileStatus,
  findShowParser,
  type ParsedFile,
  type ParseFileOptions,
  parseFile,
  parserPlatform,
  type SnapshotFile,
} from './parse/dispatch';
export { type Inventory, type InventoryHost, parseNornirHosts } from './parse/inventory';
export { looksBinary, splitLines, type TextLine } from './parse/lines';
export { type MergeResult, mergeDevice } from './parse/merge';
export { type ParsedSnapshot, type ParseSnapshotOptions, parseSnapshot } from './parse/snapshot';
export type { ParseInput, ParseResult, ShowParserEntry, TextParser } from './parse/types';
export {
  CommandPattern,
  CompiledTextFsm,
  commandMatches,
  compileTextFsm,
  expandCommandCompletions,
  type IndexAttributes,
  MAX_LINE_LENGTH as TEXTFSM_MAX_LINE_LENGTH,
  normalizeCommand,
  parseTextFsm,
  TemplateIndex,
  type TemplateIndexEntry,
  TemplateIndexError,
  type TemplateLoader,
  type TextFsmCell,
  TextFsmError,
  type TextFsmListEntry,
  type TextFsmNote,
  type TextFsmParseResult,
  type TextFsmRecord,
  TextFsmTemplateError,
  type TextFsmValueDef,
  type TextFsmValueOption,
} from './textfsm/index';
