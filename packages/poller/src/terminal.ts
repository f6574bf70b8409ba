/**
 * What a terminal session prints, made plain: pager prompts and the sequences that erase them, ANSI escapes,
 * carriage returns and backspaces (applied as a terminal would), CRLF line ends; then prompts recognised.
 * Every regex here is linear: no nested quantifiers, bounded repetitions.
 */

/** Pager prompts of the supported platforms (and a few IOS-like others). */
const PAGER_PROMPTS = [
  ' ?--More-- ?',
  '<--- More --->',
  '---\\(more(?: \\d{1,3}%)?\\)---',
  '-- MORE --, next page: Space, next line: Enter, quit: (?:Control-C|q)',
  '-- \\[Q quit\\|D dump\\|down\\]',
];
const PAGER_ERASE =
  '(?:\\x08{1,40} {1,40}\\x08{1,40}|\\r {1,80}\\r|(?:\\r?\\x1b\\[[0-9;]{0,8}[KJ]){1,3}|\\r)?';
const PAGER_WITH_ERASE = new RegExp(`(?:${PAGER_PROMPTS.join('|')})${PAGER_ERASE}`, 'g');
/** A pager prompt waiting at the end of what was printed so far. */
const PAGER_AT_END = new RegExp(`(?:${PAGER_PROMPTS.join('|')})\\s{0,4}$`);

// CSI sequences, two-character escapes, and OSC strings (window titles).
const ANSI =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes are what this removes
  /\x1b\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|\x1b[()][A-Za-z0-9]|\x1b[=>78DEHMc]|\x1b\][^\x07\x1b]{0,256}(?:\x07|\x1b\\)/g;

/** A line with carriage returns and backspaces, as it stands on the screen afterwards. */
function renderLine(line: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: carriage returns and backspaces are what this applies
  if (!/[\r\x08]/.test(line)) return line;
  const cells: string[] = [];
  let column = 0;
  for (const char of line) {
    if (char === '\r') column = 0;
    else if (char === '\x08') column = Math.max(0, column - 1);
    else {
      cells[column] = char;
      column += 1;
    }
  }
  let out = '';
  for (let i = 0; i < cells.length; i += 1) out += cells[i] ?? ' ';
  return out;
}

/** Terminal output as plain text with `\n` line ends. */
export function plainText(raw: string): string {
  const withoutPager = raw.replace(PAGER_WITH_ERASE, '');
  const withoutAnsi = withoutPager.replace(ANSI, '');
  const lines = withoutAnsi.replace(/\r+\n/g, '\n').split('\n');
  return (
    lines
      .map(renderLine)
      .join('\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters left over are what this removes
      .replace(/[\x00-\x07\x0b-\x1f\x7f]/g, '')
  );
}

/** The last line of what was printed so far (the prompt, once the device waits), as plain text. */
export function lastLine(raw: string): string {
  const tail = raw.length > 600 ? raw.slice(-600) : raw;
  const text = plainText(tail);
  return text.slice(text.lastIndexOf('\n') + 1);
}

export function endsWithPager(raw: string): boolean {
  const tail = raw.length > 200 ? raw.slice(-200) : raw;
  return PAGER_AT_END.test(tail.replace(ANSI, ''));
}

/**
 * A line that looks like a CLI prompt before the device's own is known: `name>`, `name#`, `name(config)#`,
 * `user@name>`, `[user@name] >`, `[user@name] /interface>`, `HP Switch 2920#`.
 */
const PROMPT_SHAPE =
  /^(?:\[[^\]\r\n]{1,80}\] ?(?:\/[^>\r\n]{0,60})?> ?|[A-Za-z0-9_.@:/+-][A-Za-z0-9_.@:/+ -]{0,79}(?:\([A-Za-z0-9_.\-/ ]{1,40}\))?[>#%$] ?)$/;

export function looksLikePrompt(line: string): boolean {
  return PROMPT_SHAPE.test(line);
}

export type PromptShape = 'routeros' | 'junos' | 'ios';

/** A device's prompt, once seen: its fixed part and a matcher for every mode of it. */
export type Prompt = {
  /** The prompt as first seen, without trailing spaces. */
  text: string;
  /** The device's name as the prompt shows it. */
  hostname: string;
  shape: PromptShape;
  /** Whether the prompt says the login is privileged (IOS-like `#`, Junos, RouterOS). */
  privileged: boolean;
  /** Matches the device's prompt in any mode: `name>`, `name#`, `name(config-if)#`. */
  matcher: RegExp;
};

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Reads a prompt line into its fixed part. */
export function readPrompt(line: string): Prompt {
  const text = line.trimEnd();
  const routeros = /^\[([^\]@\r\n]{1,40})@([^\]\r\n]{1,60})\]/.exec(text);
  if (routeros) {
    const base = routeros[0];
    return {
      text,
      hostname: routeros[2] ?? '',
      shape: 'routeros',
      privileged: true,
      matcher: new RegExp(`^${escapeRegex(base)}[^\\r\\n>]{0,60}> ?$`),
    };
  }
  const junos = /^([A-Za-z0-9_.-]{1,40})@([A-Za-z0-9_.:-]{1,80})[>#%]$/.exec(text);
  if (junos) {
    const base = `${junos[1]}@${junos[2]}`;
    return {
      text,
      hostname: junos[2] ?? '',
      shape: 'junos',
      privileged: true,
      matcher: new RegExp(`^${escapeRegex(base)}[>#%] ?$`),
    };
  }
  const base = text.replace(/(?:\([^)]{1,40}\))?[>#%$]$/, '');
  return {
    text,
    hostname: base.trim(),
    shape: 'ios',
    privileged: text.endsWith('#'),
    matcher: new RegExp(`^${escapeRegex(base)}(?:\\([A-Za-z0-9_.\\-/ ]{1,40}\\))?[>#%$] ?$`),
  };
}

/**
 * A command's output from what the session printed after it was sent: plain text, without the echoed command
 * and without the prompt that ended it. Lines end with `\n`, as a file of the snapshot holds them.
 */
export function commandOutput(raw: string, command: string, prompt: RegExp): string {
  let text = plainText(raw);
  const lastBreak = text.lastIndexOf('\n');
  const last = text.slice(lastBreak + 1);
  if (prompt.test(last)) text = lastBreak < 0 ? '' : text.slice(0, lastBreak + 1);
  const firstBreak = text.indexOf('\n');
  const first = (firstBreak < 0 ? text : text.slice(0, firstBreak)).replace(/\s+/g, ' ').trim();
  const typed = command.replace(/\s+/g, ' ').trim();
  if (first !== '' && first.endsWith(typed)) text = firstBreak < 0 ? '' : text.slice(firstBreak + 1);
  return text;
}

/**
 * Syslog messages a device prints into a session (`*Mar  1 00:01:02.123: %LINK-3-UPDOWN: …`, NX-OS
 * `2024 Mar  1 00:01:02 sw1 %ETHPORT-5-IF_UP: …`, EOS `Mar  1 00:01:02 sw1 Ebra: %LINEPROTO-5-UPDOWN: …`).
 */
const SYSLOG =
  /^(?:\*|\.)?(?:\d{4} )?[A-Z][a-z]{2} {1,2}\d{1,2} (?:\d{4} )?\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?: [A-Z]{2,5})?(?::| [A-Za-z0-9_.-]{1,64}(?: [A-Za-z0-9_-]{1,32}:)?) %[A-Z0-9_]{1,32}-(?:[A-Z0-9_]{1,32}-)?\d-[A-Z0-9_]{1,40}: /;

/** Splits syslog messages out of an output; commands that show logs keep them. */
export function withoutSyslog(text: string, command: string): { text: string; messages: string[] } {
  if (/\blog/i.test(command)) return { text, messages: [] };
  const messages: string[] = [];
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    if (SYSLOG.test(line)) messages.push(line);
    else kept.push(line);
  }
  return messages.length === 0 ? { text, messages } : { text: kept.join('\n'), messages };
}

/** Answers that say a device refused a command (unknown here, not enabled, not allowed). */
const REFUSAL =
  /^(?:% ?\S|Invalid (?:input|command)|Incomplete (?:input|command)|Ambiguous (?:input|command)|Insufficient privilege|Command authorization failed|syntax error|unknown command\.|error: |bad command name|expected end of command|failure: |no such (?:item|command)|ambiguous value|input does not match)/;

/**
 * Whether an output is a device's refusal rather than an answer: short, and its first line (a caret line
 * aside) in the platform's error wording.
 */
export function isRefusal(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !/^\s*\^\s*$/.test(l));
  if (lines.length === 0 || lines.length > 6) return false;
  return REFUSAL.test((lines[0] ?? '').trim());
}
