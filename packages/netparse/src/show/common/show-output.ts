import type { DeviceFacts, SourceRef } from '../../model/types';
import { pagerWarnings, splitLines, type TextLine } from '../../parse/lines';
import { type ParseInput, ParseLog, type ParseResult } from '../../parse/types';

/**
 * The frame every show-output parser runs in: lines split and cleaned, an echoed prompt line skipped, pager
 * residue and a rejected command reported, and no exception ever leaving the parser.
 */

export type ShowContext = {
  file: string;
  platform: ParseInput['platform'];
  log: ParseLog;
  /** The lines of the output itself: an echoed `host# show …` line and a closing bare prompt are left out. */
  lines: TextLine[];
  /** The `SourceRef` of one line, or of a range of lines. */
  ref: (line: number, endLine?: number) => SourceRef;
};

/**
 * A prompt with the command typed after it: `switch#show version`, `HP-Switch# show system`, `sw1(config)# sh
 * lldp nei`, `ProCurve Switch 2810-24G# show vlans`. Hostnames of AOS-S may hold spaces, so the name allows them
 * (bounded, so the match stays linear).
 */
const ECHOED_PROMPT = /^[A-Za-z0-9][\w.\-/:@() ]{0,63}[#>]\s*(?:sh|sho|show|display|dis)\s\S/;

/** A prompt alone on a line, as a capture ends with: `switch#`, `HP-Switch# `. */
const BARE_PROMPT = /^[A-Za-z0-9][\w.\-/:@()]{0,63}[#>]\s*$/;

/**
 * What devices answer to a command they do not know, alone as the whole output: EOS and IOS `% Invalid input
 * detected at '^' marker.`, EOS `% Invalid input`, `% Incomplete command`, `% Ambiguous command`, AOS-S and
 * AOS-CX `Invalid input: lldpp`, AOS-CX `% Command incomplete.`.
 */
const REJECTION =
  /^(?:%\s*(?:invalid input|incomplete command|ambiguous command|unrecognized command|command incomplete|invalid command|unknown command)|invalid input:|invalid command|unknown command)/i;

/** The caret line some platforms print under the echoed command to mark where it went wrong. */
const CARET = /^\s*\^\s*$/;

/**
 * Whether the output, once an echoed prompt and the caret are left out, is only a platform's answer to a
 * command it refused. Answers the line of the refusal, or 0.
 */
export function rejectedCommandLine(lines: readonly TextLine[]): number {
  let rejection = 0;
  let other = 0;
  for (const line of lines) {
    const text = line.text.trim();
    if (text === '' || CARET.test(line.text) || BARE_PROMPT.test(text)) continue;
    if (REJECTION.test(text)) {
      if (rejection === 0) rejection = line.n;
      continue;
    }
    // The command may be echoed on its own line above the caret (`show lldpp neighbors`).
    if (other === 0 && /^(?:sh|sho|show)\s/i.test(text)) {
      other++;
      continue;
    }
    return 0;
  }
  return rejection;
}

/**
 * Runs a parser body over a show output. The body reads `ctx.lines`, counts each line through `ctx.log`
 * (recognised or unrecognised) and answers the facts. A refused command gives a `command-rejected` warning and
 * no facts; pager prompts left in the text give `pager-residue`; an exception inside the body becomes a
 * `parser-error` warning.
 */
export function parseShowOutput(
  text: string,
  input: ParseInput,
  body: (ctx: ShowContext) => DeviceFacts,
): ParseResult {
  const log = new ParseLog(input.file);
  try {
    const pagerLines: number[] = [];
    const all = splitLines(text, pagerLines);
    pagerWarnings(
      pagerLines,
      (n, code, message) => log.warn(n, code, message, 'info'),
      'a pager prompt was left in the output',
    );

    let first = 0;
    while (first < all.length && (all[first]?.text.trim() ?? '') === '') first++;
    const lines = [...all];
    const echoed = all[first];
    if (echoed && ECHOED_PROMPT.test(echoed.text.trim())) {
      lines.splice(first, 1);
      log.recognized++;
    }
    let last = lines.length - 1;
    while (last >= 0 && (lines[last]?.text.trim() ?? '') === '') last--;
    const closing = lines[last];
    if (closing && BARE_PROMPT.test(closing.text.trim())) {
      lines.splice(last, 1);
      log.recognized++;
    }

    const rejected = rejectedCommandLine(lines);
    if (rejected > 0) {
      const refusal = lines.find((line) => line.n === rejected)?.text.trim() ?? '';
      log.warn(rejected, 'command-rejected', `the device refused the command: ${refusal}`, 'warning');
      log.recognized += lines.length;
      return log.result({});
    }

    const ctx: ShowContext = {
      file: input.file,
      platform: input.platform,
      log,
      lines,
      ref: (line, endLine) =>
        endLine !== undefined && endLine > line
          ? { file: input.file, line, endLine }
          : { file: input.file, line },
    };
    return log.result(body(ctx));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn(0, 'parser-error', `the parser stopped: ${message}`, 'error');
    return log.result({});
  }
}
