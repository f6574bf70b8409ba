/**
 * @lne/netparse: reads what network devices print into one vendor-neutral model. Pure TypeScript, no I/O:
 * runs in Node, in a browser and in a worker.
 */

export {
  type ConfigComment,
  type ConfigTree,
  INDENTED_CONFIG_PLATFORMS,
  MAX_TREE_DEPTH,
  parseAoscxConfig,
  parseEosConfig,
  parseIndentedConfig,
  parseIosConfig,
  parseNxosConfig,
  parseProcurveConfig,
  type ReadTreeOptions,
  readConfigTree,
} from './config/index';
export {
  type FlattenResult,
  flattenJunos,
  type JunosSetLine,
  parseJunosConfig,
  setLineText,
} from './config/junos/index';
export {
  type KeyValue,
  type KeyValueLine,
  parseRouterosExport,
  type RouterosCommand,
  readKeyValues,
  readRouterosExport,
} from './config/routeros/index';
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
export {
  normaliseSnapshotPaths,
  type ParsedSnapshot,
  type ParseSnapshotOptions,
  parseSnapshot,
  parseSnapshotDevices,
} from './parse/snapshot';
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
