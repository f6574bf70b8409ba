import { type CommandBook, commandWords, type KnownCommand, wordColumn } from './commands';
import {
  ambiguousCommand,
  type CliMode,
  entersConfiguration,
  type Family,
  incompleteCommand,
  invalidInput,
  isWriteCommand,
  type PlatformProfile,
  profileOf,
  refusedWrite,
  sessionSetting,
} from './platforms';
import type { LabFaults } from './types';

/** Where a session writes: an SSH channel or a telnet socket. */
export type Terminal = {
  write(text: string): void;
  /** Ends the connection (the device logs the user out, or drops the line). */
  close(): void;
};

/** What a session emulates: one device's CLI. */
export type DeviceCli = {
  name: string;
  platform: string;
  /** The hostname in prompts. */
  promptName: string;
  enablePassword?: string;
  pageLength: number;
  refusePagerOff?: boolean;
  motd: string;
  faults: LabFaults;
  book: CommandBook;
};

export type SessionOptions = {
  /** The login name as typed (RouterOS options after `+` included). */
  login: string;
};

const ENTER = /\r\n?|\n/;

/**
 * RouterOS login options after a `+` in the user name, as netmiko sends them (`admin+ct511w4098h`): `c` no
 * colours, `t` no terminal detection, `e` dumb terminal, a width (`w`) and a height (`h`), number before or
 * after the letter.
 */
export function routerosLogin(login: string): { user: string; colours: boolean; height?: number } {
  const plus = login.lastIndexOf('+');
  if (plus <= 0) return { user: login, colours: true };
  const flags = login.slice(plus + 1);
  if (!/^[a-z0-9]{1,32}$/.test(flags)) return { user: login, colours: true };
  const height = /(\d+)h|h(\d+)/.exec(flags);
  const value = height ? Number(height[1] ?? height[2]) : undefined;
  return { user: login.slice(0, plus), colours: !flags.includes('c'), height: value };
}

function sleep(ms: number, timers: Set<NodeJS.Timeout>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });
}

function syslogLine(family: Family, name: string, n: number): string | undefined {
  const second = String(n % 60).padStart(2, '0');
  switch (family) {
    case 'ios':
      return `*Mar  1 00:01:${second}.${String(n % 1000).padStart(3, '0')}: %LINK-3-UPDOWN: Interface GigabitEthernet0/${n % 8}, changed state to up`;
    case 'nxos':
      return `2024 Mar  1 00:01:${second} ${name} %ETHPORT-5-IF_UP: Interface Ethernet1/${(n % 48) + 1} is up in mode access`;
    case 'eos':
      return `Mar  1 00:01:${second} ${name} Ebra: %LINEPROTO-5-UPDOWN: Line protocol on Interface Ethernet${(n % 48) + 1}, changed state to up`;
    default:
      return undefined;
  }
}

/** Lines of a text as the device prints them (a final line end does not open another line). */
function textLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

type OutputResult = 'done' | 'aborted' | 'closed';

/**
 * One login's CLI: line editing with echo, prompts, enable, the pager, configuration mode without effect, and
 * the host's fault modes. Input typed while output is printed waits, as a device's type-ahead buffer does.
 */
export class DeviceSession {
  private readonly profile: PlatformProfile;
  private readonly family: Family;
  private readonly user: string;
  private readonly colours: boolean;
  private mode: CliMode;
  private subMode: string | undefined;
  private pageLength: number;
  private input = '';
  private line = '';
  private busy = true;
  private closed = false;
  private outputLines = 0;
  private keyWaiter: ((key: string) => void) | undefined;
  private hiddenWaiter: ((line: string) => void) | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private unsent = '';
  private flushQueued = false;

  constructor(
    private readonly device: DeviceCli,
    private readonly terminal: Terminal,
    options: SessionOptions,
  ) {
    this.profile = profileOf(device.platform);
    this.family = this.profile.family;
    const login = this.family === 'routeros' ? routerosLogin(options.login) : undefined;
    this.user = login?.user ?? options.login;
    this.colours = login?.colours ?? false;
    this.pageLength = login?.height !== undefined ? login.height : device.pageLength;
    this.mode = this.profile.hasEnable && device.enablePassword !== undefined ? 'user' : 'privileged';
  }

  /** Prints the banner and the first prompt (or waits for a key first, as AOS-S does). */
  async start(): Promise<void> {
    if (this.device.motd !== '') this.write(`${this.device.motd.replace(/\r?\n/g, '\r\n')}\r\n`);
    if (this.device.faults.noPrompt) return;
    if (this.family === 'procurve') {
      this.write('Press any key to continue');
      const key = await this.waitKey();
      if (this.closed) return;
      this.write('\r\x1b[2K');
      // The key only wakes the console; an Enter pressed with it must not also run an empty line.
      if (key === '\r' && this.input.startsWith('\n')) this.input = this.input.slice(1);
    }
    this.prompt();
    this.busy = false;
    this.drain();
  }

  /** Runs one command without a prompt and without paging (an SSH `exec` request). */
  async runOnce(line: string): Promise<void> {
    this.mode = 'privileged';
    this.pageLength = 0;
    await this.execute(line);
  }

  receive(data: string): void {
    if (this.closed) return;
    if (this.device.faults.noPrompt) return;
    this.input += data;
    this.drain();
  }

  /** The connection is gone: stop every pending timer. */
  dispose(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.keyWaiter = undefined;
    this.hiddenWaiter = undefined;
  }

  /**
   * Writes are gathered and sent once per turn of the event loop: an echo of a typed line goes out as one
   * packet rather than one per character, as a device's own buffered console does.
   */
  private write(text: string): void {
    if (this.closed) return;
    this.unsent += text;
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    this.flushQueued = false;
    if (this.unsent === '' || this.closed) return;
    const text = this.unsent;
    this.unsent = '';
    this.terminal.write(text);
  }

  private close(): void {
    if (this.closed) return;
    this.flush();
    this.dispose();
    this.terminal.close();
  }

  private promptText(): string {
    const text = this.profile.prompt({
      name: this.device.promptName,
      user: this.user,
      mode: this.mode,
      subMode: this.subMode,
    });
    if (this.family === 'routeros' && this.colours) {
      return text.replace(`${this.user}@${this.device.promptName}`, (s) => `\x1b[m\x1b[32m${s}\x1b[m`);
    }
    if (this.family === 'procurve' || this.family === 'aoscx') return `\x1b[2K\r${text}`;
    return text;
  }

  private prompt(): void {
    this.write(this.promptText());
  }

  private promptLength(): number {
    const text = this.profile.prompt({
      name: this.device.promptName,
      user: this.user,
      mode: this.mode,
      subMode: this.subMode,
    });
    return text.length - (text.lastIndexOf('\n') + 1);
  }

  private waitKey(): Promise<string> {
    return new Promise((resolve) => {
      this.keyWaiter = resolve;
      this.drain();
    });
  }

  private readHidden(prompt: string): Promise<string> {
    this.write(prompt);
    return new Promise((resolve) => {
      this.hiddenWaiter = resolve;
      this.drain();
    });
  }

  /** Consumes typed characters: keys for a waiting pager, hidden lines for passwords, else edited lines. */
  private drain(): void {
    while (!this.closed && this.input !== '') {
      if (this.keyWaiter) {
        const key = this.input.charAt(0);
        this.input = this.input.slice(1);
        const waiter = this.keyWaiter;
        this.keyWaiter = undefined;
        waiter(key);
        continue;
      }
      if (this.hiddenWaiter) {
        const end = ENTER.exec(this.input);
        if (!end) return;
        const typed = this.input.slice(0, end.index);
        this.input = this.input.slice(end.index + end[0].length);
        this.write('\r\n');
        const waiter = this.hiddenWaiter;
        this.hiddenWaiter = undefined;
        waiter(typed);
        continue;
      }
      if (this.busy) return;
      const char = this.input.charAt(0);
      this.input = this.input.slice(1);
      if (char === '\r' || char === '\n') {
        if (char === '\r' && this.input.startsWith('\n')) this.input = this.input.slice(1);
        const typed = this.line;
        this.line = '';
        this.write('\r\n');
        this.busy = true;
        void this.execute(typed).then(() => {
          if (this.closed) return;
          this.prompt();
          this.busy = false;
          this.drain();
        });
        return;
      }
      if (char === '\x7f' || char === '\b') {
        if (this.line !== '') {
          this.line = this.line.slice(0, -1);
          this.write('\b \b');
        }
      } else if (char === '\x03') {
        this.line = '';
        this.write('\r\n');
        this.prompt();
      } else if (char === '\x1a') {
        this.line = '';
        if (this.mode === 'config') {
          this.mode = 'privileged';
          this.subMode = undefined;
        }
        this.write('^Z\r\n');
        this.prompt();
      } else if (char >= ' ' || char === '\t') {
        this.line += char;
        this.write(char);
      }
    }
  }

  /** Prints lines through the pager and the fault modes; stops early when a key quits or the line drops. */
  private async output(lines: string[], paging = true): Promise<OutputResult> {
    const faults = this.device.faults;
    const syslogEvery =
      faults.chattyEvery && faults.chattyEvery > 0 ? Math.max(1, Math.floor(faults.chattyEvery)) : 0;
    let pending = '';
    let sincePage = 0;
    let pager = paging && this.pageLength > 0;
    const flush = () => {
      if (pending !== '') this.write(pending);
      pending = '';
    };
    for (let i = 0; i < lines.length; i += 1) {
      if (this.closed) return 'closed';
      if (faults.dropAfterLines !== undefined && this.outputLines >= faults.dropAfterLines) {
        flush();
        this.close();
        return 'closed';
      }
      if (faults.lineDelayMs) {
        flush();
        await sleep(faults.lineDelayMs, this.timers);
        if (this.closed) return 'closed';
      }
      pending += `${lines[i]}\r\n`;
      this.outputLines += 1;
      sincePage += 1;
      if (syslogEvery > 0 && this.outputLines % syslogEvery === 0) {
        const message = syslogLine(this.family, this.device.promptName, this.outputLines);
        if (message) pending += `${message}\r\n`;
      }
      if (pager && sincePage >= this.pageLength - 1 && i < lines.length - 1) {
        flush();
        this.write(this.profile.pager.prompt);
        const key = await this.waitKey();
        if (this.closed) return 'closed';
        this.write(this.profile.pager.erase);
        if (key === 'q' || key === 'Q' || key === '\x03') return 'aborted';
        if (this.family === 'routeros' && (key === 'd' || key === 'D')) pager = false;
        sincePage = key === '\r' || key === '\n' ? this.pageLength - 2 : 0;
      }
    }
    flush();
    return 'done';
  }

  private async say(lines: string[]): Promise<void> {
    if (lines.length > 0) await this.output(lines, false);
  }

  /** Runs one typed line. */
  private async execute(typed: string): Promise<void> {
    const line = typed.trim();
    if (line === '') return;
    const family = this.family;
    const lower = line.toLowerCase();
    if (this.device.faults.commandDelayMs) {
      await sleep(this.device.faults.commandDelayMs, this.timers);
      if (this.closed) return;
    }

    if (this.mode === 'config') {
      await this.configLine(line);
      return;
    }
    if (/^(?:exit|logout|quit|\/quit)$/.test(lower)) {
      this.close();
      return;
    }
    if (/^en(?:a(?:b(?:l(?:e)?)?)?)?$/.test(lower) && family !== 'junos' && family !== 'routeros') {
      await this.enable();
      return;
    }
    if (/^disa(?:b(?:l(?:e)?)?)?$/.test(lower) && this.profile.hasEnable) {
      this.mode = 'user';
      return;
    }
    const setting = sessionSetting(family, line);
    if (setting) {
      if (setting.pageLength !== undefined && this.device.refusePagerOff) {
        await this.say(invalidInput(family, line, 0, 0, this.promptLength()));
        return;
      }
      if (setting.pageLength !== undefined) this.pageLength = setting.pageLength;
      return;
    }
    if (entersConfiguration(family, line)) {
      if (this.mode === 'user') {
        await this.say(invalidInput(family, line, 0, 0, this.promptLength()));
        return;
      }
      this.mode = 'config';
      this.subMode = undefined;
      if (family === 'junos') await this.say(['Entering configuration mode', '']);
      else if (family === 'ios' || family === 'eos') {
        await this.say(['Enter configuration commands, one per line.  End with CNTL/Z.']);
      }
      return;
    }
    if (isWriteCommand(family, line)) {
      await this.say(refusedWrite(family, line));
      return;
    }
    await this.show(line);
  }

  private async enable(): Promise<void> {
    if (!this.profile.hasEnable || this.mode !== 'user') return;
    const secret = this.device.enablePassword;
    if (secret === undefined) {
      this.mode = 'privileged';
      return;
    }
    if (this.family === 'procurve') await this.readHidden('Username: ');
    if (this.closed) return;
    const typed = await this.readHidden('Password: ');
    if (this.closed) return;
    if (typed === secret) {
      this.mode = 'privileged';
      return;
    }
    await this.say([this.family === 'procurve' ? 'Invalid password' : '% Access denied', '']);
  }

  /** Configuration mode: lines are accepted without effect; `do`/`run` reach exec commands. */
  private async configLine(line: string): Promise<void> {
    const lower = line.toLowerCase();
    const words = lower.split(/\s+/);
    if (this.family === 'junos') {
      if (words[0] === 'exit' || words[0] === 'quit') {
        this.mode = 'privileged';
        await this.say(['Exiting configuration mode', '']);
      } else if (words[0] === 'run' && words.length > 1) {
        await this.show(line.slice(line.indexOf(' ') + 1));
      } else if (words[0] === 'commit') {
        await this.say(['error: configuration changes are not kept on this device']);
      } else if (lower === 'show') {
        await this.show(this.profile.configCommands[0] ?? 'show configuration');
      }
      return;
    }
    if (lower === 'end') {
      this.mode = 'privileged';
      this.subMode = undefined;
      return;
    }
    if (lower === 'exit') {
      if (this.subMode) this.subMode = undefined;
      else this.mode = 'privileged';
      return;
    }
    if (words[0] === 'do' && words.length > 1) {
      await this.show(line.slice(line.indexOf(' ') + 1));
      return;
    }
    const sub: Record<string, string> = {
      interface: 'config-if',
      router: 'config-router',
      vlan: 'config-vlan',
      line: 'config-line',
    };
    const head = words[0] ?? '';
    const found = Object.keys(sub).find((k) => head.length >= 3 && k.startsWith(head));
    if (found && words.length > 1) this.subMode = sub[found];
  }

  /** A show command, with `| include`-like filters and `without-paging` (RouterOS). */
  private async show(line: string): Promise<void> {
    const family = this.family;
    const book = this.device.book;
    const routeros = family === 'routeros';
    let words = commandWords(line, routeros);
    let paging = true;
    if (routeros && words[words.length - 1] === 'without-paging') {
      words = words.slice(0, -1);
      paging = false;
    }
    // A file named with its filter (`show configuration | display set.txt`) answers as it is.
    let found = book.lookup(words);
    let filters: string[][] = [];
    if (found.kind !== 'found' && !routeros && line.includes('|')) {
      const parts = line.split('|');
      words = commandWords(parts[0] ?? '');
      filters = parts.slice(1).map((p) => p.trim().split(/\s+/));
      found = book.lookup(words);
    }
    const promptLength = this.promptLength();
    switch (found.kind) {
      case 'invalid':
        await this.say(invalidInput(family, line, found.word, wordColumn(line, found.word), promptLength));
        return;
      case 'ambiguous':
        await this.say(ambiguousCommand(family, line, wordColumn(line, found.word), promptLength));
        return;
      case 'incomplete':
        await this.say(incompleteCommand(family, line, promptLength));
        return;
      case 'found':
        break;
    }
    const command: KnownCommand = found.command;
    if (command.privileged && this.mode === 'user') {
      const at = Math.min(1, words.length - 1);
      await this.say(invalidInput(family, line, at, wordColumn(line, at), promptLength));
      return;
    }
    let lines = textLines(command.text);
    for (const filter of filters) {
      const applied = applyFilter(family, lines, filter);
      if (applied === undefined) {
        const at = line.indexOf('|') + 1;
        await this.say(invalidInput(family, line, Math.max(1, words.length), at, promptLength));
        return;
      }
      if (applied === 'no-more') paging = false;
      else lines = applied;
    }
    await this.output(lines, paging);
  }
}

/** `| include`, `| exclude`, `| begin`, `| count` (IOS-like) and `| match`, `| except`, `| no-more` (Junos). */
function applyFilter(family: Family, lines: string[], filter: string[]): string[] | 'no-more' | undefined {
  const [verb = '', ...rest] = filter;
  const pattern = rest.join(' ');
  let regex: RegExp | undefined;
  try {
    regex = pattern === '' ? undefined : new RegExp(pattern);
  } catch {
    regex = new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  }
  const is = (word: string, min: number) => verb.length >= min && word.startsWith(verb);
  if (family === 'junos') {
    if (is('no-more', 2)) return 'no-more';
    if (is('match', 1) && regex) return lines.filter((l) => regex.test(l));
    if (is('except', 1) && regex) return lines.filter((l) => !regex.test(l));
    if (is('count', 1)) return [`Count: ${lines.length} lines`];
    return undefined;
  }
  if (is('include', 1) && regex) return lines.filter((l) => regex.test(l));
  if (is('exclude', 1) && regex) return lines.filter((l) => !regex.test(l));
  if (is('begin', 1) && regex) {
    const start = lines.findIndex((l) => regex.test(l));
    return start < 0 ? [] : lines.slice(start);
  }
  if (is('count', 1)) return [`Number of lines which match regexp = ${lines.length}`];
  return undefined;
}
