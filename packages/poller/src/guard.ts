/**
 * The read-only guard: every command the poller sends passes here first, and anything not on the list of
 * commands that only read is refused. An allow-list, so a command nobody thought of is refused too.
 *
 * Allowed:
 * - `show …` / `display …` (any abbreviation of `show`), with output filters only (`| include`, `| exclude`,
 *   `| begin`, `| section`, `| count`, Junos `| match`, `| except`, `| no-more`, `| display …` other than
 *   `| display … | save`); never `| redirect`, `| tee`, `| append`, `| save`, `> file` or `>> file`;
 * - RouterOS `/… print …` and `/export …` without `file=` (which writes a file);
 * - session settings: `terminal length|width N`, `terminal pager N`, `no page`, `set cli screen-length|width N`,
 *   `set cli complete-on-space off`;
 * - `enable`, `disable`, `exit`, `quit`, `logout`, `/quit`.
 *
 * Never: more than one line, control characters, `;` (command chaining), RouterOS `[ … ]` (command
 * substitution) or `$` (scripting).
 */

export class ReadOnlyViolation extends Error {
  constructor(readonly command: string) {
    super(`refused by the read-only guard: ${JSON.stringify(command)}`);
    this.name = 'ReadOnlyViolation';
  }
}

const SHOW = /^(?:sh|sho|show|dis|disp|displ|displa|display)$/;
const SESSION = [
  /^term(?:i(?:n(?:a(?:l)?)?)?)? (?:len(?:g(?:t(?:h)?)?)?|wid(?:t(?:h)?)?|pager) \d{1,4}$/,
  /^no page$/,
  /^set cli (?:screen-length|screen-width) \d{1,4}$/,
  /^set cli complete-on-space off$/,
  /^(?:en|ena|enab|enabl|enable|disable|exit|quit|logout|\/quit)$/,
];

/** Pipe filters that only narrow what is shown. */
const FILTERS =
  /^(?:i|in|inc|incl|inclu|includ|include|e|ex|exc|excl|exclu|exclud|exclude|b|be|beg|begi|begin|s|se|sec|sect|secti|sectio|section|c|co|cou|coun|count|m|ma|mat|matc|match|except|no-more|display|last|trim|find|json|xml)\b/;
const WRITING_FILTERS = /^(?:redirect|tee|append|save|copy|write|compare|commit|request|file)\b/;

function showIsReadOnly(words: string[], line: string): boolean {
  if (/>/.test(line)) return false;
  const pipes = line.split('|').slice(1);
  for (const pipe of pipes) {
    const filter = pipe.trim().toLowerCase();
    if (WRITING_FILTERS.test(filter) || !FILTERS.test(filter)) return false;
  }
  return words.length >= 2;
}

/** RouterOS words that act rather than read, wherever they stand. */
const ROUTEROS_ACTIONS =
  /^(?:add|set|remove|unset|move|edit|reboot|shutdown|reset|reset-configuration|reset-counters|reset-counters-all|import|enable|disable|run|execute|upgrade|install|downgrade|uninstall|flush|send|fetch|clear|save|load|monitor|ping|traceroute|bandwidth-test|torch|sniffer|make-static|check-installation)$/;

function routerosIsReadOnly(line: string): boolean {
  if (/[[\]{}$]/.test(line) || /\bfile\s*=/.test(line)) return false;
  const words = line.replace(/\//g, ' ').trim().split(/\s+/);
  if (words.some((w) => ROUTEROS_ACTIONS.test(w))) return false;
  if (words[0] === 'export')
    return words.every(
      (w, i) => i === 0 || /^(?:compact|verbose|terse|hide-sensitive|show-sensitive)$/.test(w),
    );
  const print = words.indexOf('print');
  if (print < 1) return false;
  // Menu words before `print`, then only print's reading options.
  const menu = words.slice(0, print);
  if (!menu.every((w) => /^[a-z0-9][a-z0-9-]*$/.test(w))) return false;
  return words
    .slice(print + 1)
    .every((w) =>
      /^(?:detail|terse|brief|without-paging|count-only|as-value|proplist=[\w,.-]+|where|[\w.-]+=[\w.:/-]*|[\w.-]+)$/.test(
        w,
      ),
    );
}

/** Whether a command only reads, on any platform. */
export function isReadOnlyCommand(command: string): boolean {
  if (command.length === 0 || command.length > 512) return false;
  // One line, no control characters, no chaining.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character could send a second line
  if (/[\x00-\x1f\x7f;]/.test(command)) return false;
  const line = command.trim().replace(/\s+/g, ' ');
  const lower = line.toLowerCase();
  if (SESSION.some((re) => re.test(lower))) return true;
  if (
    lower.startsWith('/') ||
    /^(?:export|interface|ip|ipv6|system|routing|user|snmp|tool)\b.* print\b/.test(lower)
  ) {
    return routerosIsReadOnly(lower);
  }
  const words = lower.split(' ');
  if (SHOW.test(words[0] ?? '')) return showIsReadOnly(words, line);
  return false;
}

/** Throws `ReadOnlyViolation` unless the command only reads. */
export function assertReadOnly(command: string): void {
  if (!isReadOnlyCommand(command)) throw new ReadOnlyViolation(command);
}
