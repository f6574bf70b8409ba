import type { DeviceFacts, KnownPlatform, ParseWarning, Platform, WarningSeverity } from '../model/types';

/** What a parser of one file is told. */
export type ParseInput = {
  /** The file's path as given (used in every `SourceRef` and warning). */
  file: string;
  /** The platform the text is in (detected or given by an inventory). */
  platform: Platform;
};

/** What a parser of one file answers: never throws, says what it could not read. */
export type ParseResult = {
  facts: DeviceFacts;
  /** Lines that carried facts or were understood as layout (headers, separators, blank lines). */
  recognizedLines: number;
  /** Lines the parser did not understand; each has an `unrecognized-line` warning (up to a cap). */
  unrecognizedLines: number;
  warnings: ParseWarning[];
};

export type TextParser = (text: string, input: ParseInput) => ParseResult;

/**
 * A built-in show-output parser. `command` is written in the ntc-templates index form, which also says the
 * abbreviations it accepts: `sh[[ow]] ll[[dp]] nei[[ghbors]] det[[ail]]`.
 */
export type ShowParserEntry = {
  platform: KnownPlatform;
  command: string;
  parse: TextParser;
};

/** Collects warnings and line counts while a parser walks a text. */
export class ParseLog {
  readonly warnings: ParseWarning[] = [];
  recognized = 0;
  unrecognized = 0;
  /** Unrecognised lines beyond this many are counted but get no warning of their own. */
  static readonly MAX_LINE_WARNINGS = 200;

  constructor(readonly file: string) {}

  warn(line: number, code: string, text: string, severity: WarningSeverity = 'warning'): void {
    this.warnings.push({ file: this.file, line, severity, code, text });
  }

  /** Counts a line the parser did not understand and warns about it (the line's text, shortened). */
  unrecognizedLine(line: number, text: string): void {
    this.unrecognized++;
    if (this.unrecognized <= ParseLog.MAX_LINE_WARNINGS) {
      this.warn(line, 'unrecognized-line', text.length > 200 ? `${text.slice(0, 200)}…` : text, 'info');
    } else if (this.unrecognized === ParseLog.MAX_LINE_WARNINGS + 1) {
      this.warn(
        line,
        'unrecognized-lines-capped',
        'further unrecognised lines are counted, not listed',
        'info',
      );
    }
  }

  result(facts: DeviceFacts): ParseResult {
    return {
      facts,
      recognizedLines: this.recognized,
      unrecognizedLines: this.unrecognized,
      warnings: this.warnings,
    };
  }
}
