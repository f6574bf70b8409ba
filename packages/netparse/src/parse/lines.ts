/**
 * Splitting device text into lines: CRLF and lone CR, backspaces of pagers, `--More--` prompts left in, NUL
 * bytes and other control characters. Line numbers stay those of the original text.
 */

export type TextLine = {
  /** 1-based line number in the original text. */
  n: number;
  /** The line without its end, pager residue and control characters. */
  text: string;
};

/** `--More--`, ` --More-- `, `-- MORE --, next page: Space, …`, `<--- More --->`, `Press any key to continue`. */
// The prompt takes its own padding (one blank each side), not the indentation of the text after it. No unbounded
// leading `\s*`: it retried at every blank of a long run of blanks, which made long lines quadratic.
const PAGER =
  / ?(?:-- ?more ?--, next page: space, next line: enter, quit: control-c|<?-{2,3} ?more ?-{2,3}>?|press any key to continue(?: \(q to quit\))?) ?/gi;

/** ANSI escape sequences (colours, cursor moves) some devices and pagers write. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal control sequences are what this removes
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/**
 * What a terminal shows of a line with backspaces: each backspace moves the cursor back one column and what
 * follows overwrites. A pager erases its prompt so (`--More--`, backspaces, blanks, backspaces), then the next
 * line of the output is written from the first column.
 */
function overstrike(line: string): string {
  const cells: string[] = [];
  let cursor = 0;
  for (const char of line) {
    if (char === '\b') {
      if (cursor > 0) cursor--;
      continue;
    }
    cells[cursor] = char;
    cursor++;
  }
  return cells.join('').replace(/ +$/, '');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;

/**
 * What a line needs for any cleaning to change it: a control character (backspaces and escape sequences
 * included) or the start of a pager prompt (every `PAGER` form has `--more`/`-- more` or `press any key`). Most
 * lines have none, and one test is cheaper than the pager pattern and two replacements.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const NEEDS_CLEANING = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|-- ?more|press any key to continue/i;

/** Whether `splitLines` would change any line of the text (other than by splitting it). */
export function needsCleaning(text: string): boolean {
  return NEEDS_CLEANING.test(text);
}

const LINE_END = /\r\n|\r|\n/;

/**
 * The raw lines of a text split at CRLF, CR and LF, as `text.split(/\r\n|\r|\n/)` gives them (a final line end
 * leaves an empty last item). A text without CR, as most are, is split at `\n` alone, several times faster.
 */
export function splitLineEnds(text: string): string[] {
  return text.includes('\r') ? text.split(LINE_END) : text.split('\n');
}

/**
 * The lines of a text, cleaned. `pagerLines` gets the line numbers where a pager prompt was removed, so a
 * parser can warn (`pager-residue`).
 */
export function splitLines(text: string, pagerLines?: number[]): TextLine[] {
  const raw = splitLineEnds(text);
  const out: TextLine[] = new Array(raw.length);
  // A line needs cleaning only if the text does (no pattern of `NEEDS_CLEANING` spans a line end): one test of
  // the whole text instead of one per line for the text of most devices.
  const dirty = needsCleaning(text);
  for (let i = 0; i < raw.length; i++) {
    let line = raw[i] ?? '';
    if (dirty && line.length > 0 && NEEDS_CLEANING.test(line)) {
      const paged = PAGER.test(line);
      PAGER.lastIndex = 0;
      if (line.includes('\b')) line = overstrike(line);
      if (paged) {
        pagerLines?.push(i + 1);
        line = line.replace(PAGER, '');
        if (line.trim() === '') line = '';
      }
      line = line.replace(ANSI, '').replace(CONTROL, '');
    }
    out[i] = { n: i + 1, text: line };
  }
  // A final newline does not make an extra line.
  const end = text.charCodeAt(text.length - 1);
  if (out.length > 0 && out[out.length - 1]?.text === '' && (end === 10 || end === 13)) out.pop();
  return out;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this counts
const BINARY_CONTROL = /[\x01-\x08\x0e-\x1a\x1c-\x1f\ufffd]/g;

/** Whether a text looks binary: NUL bytes or a high share of control characters in its first 8 kB. */
export function looksBinary(text: string): boolean {
  const head = text.length > 8192 ? text.slice(0, 8192) : text;
  if (head.includes('\u0000')) return true;
  const control = head.match(BINARY_CONTROL)?.length ?? 0;
  return head.length > 0 && control / head.length > 0.1;
}

/** Pager prompts beyond this many are counted in one closing warning rather than one warning each. */
export const MAX_PAGER_WARNINGS = 200;

/**
 * The `pager-residue` warnings of the lines where `splitLines` removed a pager prompt: one per line up to
 * `MAX_PAGER_WARNINGS`, then one `pager-residue-capped` warning with the total, so that a long paged capture
 * (a 20 MB configuration holds a prompt every few dozen lines) gives a report of bounded size.
 */
export function pagerWarnings(
  pagerLines: readonly number[],
  warn: (line: number, code: string, text: string) => void,
  text: string,
): void {
  const listed = Math.min(pagerLines.length, MAX_PAGER_WARNINGS);
  for (let k = 0; k < listed; k++) warn(pagerLines[k] ?? 0, 'pager-residue', text);
  const rest = pagerLines.length - listed;
  if (rest > 0) {
    warn(
      pagerLines[listed] ?? 0,
      'pager-residue-capped',
      `${pagerLines.length} pager prompts were removed in all; the ${rest} from this line on are counted, not listed`,
    );
  }
}
