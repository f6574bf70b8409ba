export { CommandPattern, commandMatches, expandCommandCompletions, normalizeCommand } from './command';
export {
  CompiledTextFsm,
  compileTextFsm,
  MAX_LINE_LENGTH,
  parseTextFsm,
  type TextFsmCell,
  type TextFsmListEntry,
  type TextFsmNote,
  type TextFsmParseResult,
  type TextFsmRecord,
} from './engine';
export { TemplateIndexError, TextFsmError, TextFsmTemplateError } from './errors';
export { PythonRegex, PythonRegexError, translatePythonRegex } from './python-regex';
export type { TextFsmValueDef, TextFsmValueOption } from './template';
export {
  type IndexAttributes,
  TemplateIndex,
  type TemplateIndexEntry,
  type TemplateLoader,
} from './template-index';
