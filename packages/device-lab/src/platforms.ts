import type { KnownPlatform } from '@lne/netparse';

/**
 * How each emulated platform behaves at its CLI: prompts, pager, the command that turns the pager off, the
 * error texts, and which commands print the running configuration. The wording follows what the devices print;
 * it is written here from their documented behaviour, not copied from captures.
 */

/** CLI families: platforms of a family share prompts, pager and error texts. */
export type Family = 'ios' | 'nxos' | 'eos' | 'junos' | 'procurve' | 'aoscx' | 'routeros';

export type CliMode = 'user' | 'privileged' | 'config';

export type PromptState = {
  name: string;
  user: string;
  mode: CliMode;
  /** The configuration sub-mode shown in IOS-like prompts (`config-if`), when in one. */
  subMode?: string;
};

export type PlatformProfile = {
  family: Family;
  /** Whether a login without privileges starts in user mode (`name>`) and has `enable`. */
  hasEnable: boolean;
  /** Commands (full form) that print the running configuration. */
  configCommands: string[];
  /** The command whose output the banner's version line is taken from. */
  versionCommand: string;
  /** What the pager prints when it waits, and what it prints to erase itself once a key came. */
  pager: { prompt: string; erase: string };
  prompt(state: PromptState): string;
};

const BACKSPACES = (n: number) => '\b'.repeat(n);

function iosLikePrompt(state: PromptState): string {
  if (state.mode === 'config') return `${state.name}(${state.subMode ?? 'config'})#`;
  return `${state.name}${state.mode === 'user' ? '>' : '#'}`;
}

const IOS: PlatformProfile = {
  family: 'ios',
  hasEnable: true,
  configCommands: ['show running-config'],
  versionCommand: 'show version',
  // IOS erases ` --More-- ` with backspaces, spaces and backspaces again.
  pager: { prompt: ' --More-- ', erase: `${BACKSPACES(10)}${' '.repeat(10)}${BACKSPACES(10)}` },
  prompt: iosLikePrompt,
};

const PROFILES: Record<Family, PlatformProfile> = {
  ios: IOS,
  nxos: {
    ...IOS,
    family: 'nxos',
    hasEnable: false,
    pager: { prompt: ' --More-- ', erase: `\r${' '.repeat(10)}\r` },
  },
  eos: {
    ...IOS,
    family: 'eos',
    pager: { prompt: ' --More-- ', erase: '\r\x1b[K' },
  },
  junos: {
    family: 'junos',
    hasEnable: false,
    configCommands: ['show configuration'],
    versionCommand: 'show version',
    pager: { prompt: '---(more)---', erase: `\r${' '.repeat(12)}\r` },
    prompt: (s) => (s.mode === 'config' ? `[edit]\r\n${s.user}@${s.name}# ` : `${s.user}@${s.name}> `),
  },
  procurve: {
    family: 'procurve',
    hasEnable: true,
    configCommands: ['show running-config'],
    versionCommand: 'show version',
    pager: {
      prompt: '-- MORE --, next page: Space, next line: Enter, quit: Control-C',
      erase: '\r\x1b[2K',
    },
    prompt: iosLikePrompt,
  },
  aoscx: {
    family: 'aoscx',
    hasEnable: false,
    configCommands: ['show running-config'],
    versionCommand: 'show version',
    pager: { prompt: '-- MORE --, next page: Space, next line: Enter, quit: q', erase: '\r\x1b[2K' },
    prompt: iosLikePrompt,
  },
  routeros: {
    family: 'routeros',
    hasEnable: false,
    configCommands: ['export'],
    versionCommand: 'system resource print',
    pager: { prompt: '-- [Q quit|D dump|down]', erase: '\r\x1b[K' },
    prompt: (s) => `[${s.user}@${s.name}] > `,
  },
};

const FAMILY: Record<KnownPlatform, Family> = {
  cisco_ios: 'ios',
  cisco_xe: 'ios',
  cisco_nxos: 'nxos',
  arista_eos: 'eos',
  juniper_junos: 'junos',
  hp_procurve: 'procurve',
  aruba_aoscx: 'aoscx',
  mikrotik_routeros: 'routeros',
};

/** The family of a netmiko platform name; other IOS-like names (`cisco_xr`, `dell_os10`, …) act as IOS. */
export function familyOf(platform: string): Family {
  return (FAMILY as Record<string, Family>)[platform] ?? 'ios';
}

export function profileOf(platform: string): PlatformProfile {
  return PROFILES[familyOf(platform)];
}

/**
 * Session settings a platform accepts without output, and what they do to the pager: `terminal length 0`
 * (IOS, NX-OS, EOS, AOS-S), `set cli screen-length 0` (Junos), `no page` (AOS-S, AOS-CX). A number of lines
 * sets the page length; 0 turns the pager off. Other settings (`terminal width 511`) are accepted and ignored.
 */
export function sessionSetting(family: Family, line: string): { pageLength?: number } | undefined {
  const words = line.trim().toLowerCase().split(/\s+/);
  const [a = '', b = '', c = '', d = ''] = words;
  const is = (typed: string, word: string, min: number) => typed.length >= min && word.startsWith(typed);
  const number = (text: string) => (/^\d{1,6}$/.test(text) ? Number(text) : undefined);
  switch (family) {
    case 'ios':
    case 'nxos':
    case 'eos':
    case 'procurve':
      if (words.length === 3 && is(a, 'terminal', 3) && is(b, 'length', 3)) {
        const n = number(c);
        return n === undefined ? undefined : { pageLength: n };
      }
      if (words.length === 3 && is(a, 'terminal', 3) && is(b, 'width', 1) && number(c) !== undefined)
        return {};
      if (family === 'procurve' && words.length === 2 && a === 'no' && b === 'page') return { pageLength: 0 };
      if (family === 'procurve' && words.length === 1 && a === 'page') return { pageLength: 24 };
      if (words.length === 2 && is(a, 'terminal', 3) && is(b, 'monitor', 3)) return {};
      if (words.length === 3 && is(a, 'terminal', 3) && b === 'no' && is(c, 'monitor', 3)) return {};
      return undefined;
    case 'aoscx':
      if (words.length === 2 && a === 'no' && b === 'page') return { pageLength: 0 };
      if (words.length === 1 && a === 'page') return { pageLength: 24 };
      return undefined;
    case 'junos':
      if (words.length === 4 && a === 'set' && b === 'cli') {
        const n = number(d);
        if (is(c, 'screen-length', 8) && n !== undefined) return { pageLength: n };
        if (is(c, 'screen-width', 8) && n !== undefined) return {};
        if (is(c, 'complete-on-space', 8) && (d === 'on' || d === 'off')) return {};
      }
      return undefined;
    case 'routeros':
      return undefined;
  }
}

/**
 * The error a platform prints for a command it does not know. `word` is the 0-based index of the first word it
 * could not read, `column` that word's 0-based column in the typed line, `promptLength` how far the typed line
 * starts from the left margin (for the caret).
 */
export function invalidInput(
  family: Family,
  typed: string,
  word: number,
  column: number,
  promptLength: number,
): string[] {
  const caret = `${' '.repeat(promptLength + column)}^`;
  const bad = typed.trim().split(/\s+/)[word] ?? '';
  switch (family) {
    case 'ios':
      if (word === 0) return ['% Unknown command or computer name, or unable to find computer address'];
      return [caret, "% Invalid input detected at '^' marker.", ''];
    case 'nxos':
      return [caret, "% Invalid command at '^' marker.", ''];
    case 'eos':
      return [`% Invalid input (at token ${word}: '${bad}')`];
    case 'junos':
      return [caret, word === 0 ? 'unknown command.' : 'syntax error, expecting <command>.'];
    case 'procurve':
    case 'aoscx':
      return [`Invalid input: ${bad}`];
    case 'routeros': {
      const words = typed.trim().split(/\s+/);
      const afterPrint = words.slice(0, word).some((w) => w === 'print' || w === 'export');
      return [
        afterPrint
          ? `expected end of command (line 1 column ${column + 1})`
          : `bad command name ${bad.replace(/^\//, '')} (line 1 column ${column + 1})`,
      ];
    }
  }
}

export function incompleteCommand(family: Family, typed: string, promptLength: number): string[] {
  switch (family) {
    case 'ios':
      return ['% Incomplete command.', ''];
    case 'nxos':
      return [
        `${' '.repeat(promptLength + typed.trimEnd().length + 1)}^`,
        "% Incomplete command at '^' marker.",
      ];
    case 'eos':
      return ['% Incomplete command'];
    case 'junos':
      return [
        `${' '.repeat(promptLength + typed.trimEnd().length + 1)}^`,
        'syntax error, command is incomplete.',
      ];
    case 'procurve':
    case 'aoscx':
      return [`Incomplete input: ${typed.trim().split(/\s+/).pop() ?? ''}`];
    case 'routeros':
      return [];
  }
}

export function ambiguousCommand(
  family: Family,
  typed: string,
  column: number,
  promptLength: number,
): string[] {
  switch (family) {
    case 'ios':
      return [`% Ambiguous command:  "${typed.trim()}"`];
    case 'nxos':
      return [`${' '.repeat(promptLength + column)}^`, "% Ambiguous command at '^' marker."];
    case 'eos':
      return ['% Ambiguous command'];
    case 'junos':
      return [`${' '.repeat(promptLength + column)}^`, `syntax error, expecting <command>.`];
    case 'procurve':
    case 'aoscx':
      return [`Ambiguous input: ${typed.trim()}`];
    case 'routeros':
      return [`ambiguous value of path (line 1 column ${column + 1})`];
  }
}

/**
 * Exec commands that would change a device. The lab's logins hold read-only rights: these are refused with the
 * platform's authorization error (configuration mode itself is entered, and its lines are accepted without
 * effect).
 */
const WRITE_VERBS: Record<Family, RegExp> = {
  ios: /^(?:wr(?:i(?:t(?:e)?)?)?|cop(?:y)?|rel(?:o(?:a(?:d)?)?)?|cle(?:a(?:r)?)?|del(?:e(?:t(?:e)?)?)?|deb(?:u(?:g)?)?|erase|format|squeeze|undebug|un|boot)$/,
  nxos: /^(?:cop(?:y)?|rel(?:o(?:a(?:d)?)?)?|cle(?:a(?:r)?)?|del(?:e(?:t(?:e)?)?)?|deb(?:u(?:g)?)?|write|install|undebug)$/,
  eos: /^(?:wr(?:i(?:t(?:e)?)?)?|cop(?:y)?|rel(?:o(?:a(?:d)?)?)?|cle(?:a(?:r)?)?|del(?:e(?:t(?:e)?)?)?|deb(?:u(?:g)?)?|bash|erase)$/,
  junos: /^(?:request|clear|restart|start|file|test)$/,
  procurve:
    /^(?:wr(?:i(?:t(?:e)?)?)?|cop(?:y)?|rel(?:o(?:a(?:d)?)?)?|cle(?:a(?:r)?)?|del(?:e(?:t(?:e)?)?)?|deb(?:u(?:g)?)?|erase|boot)$/,
  aoscx:
    /^(?:wr(?:i(?:t(?:e)?)?)?|cop(?:y)?|rel(?:o(?:a(?:d)?)?)?|cle(?:a(?:r)?)?|del(?:e(?:t(?:e)?)?)?|deb(?:u(?:g)?)?|erase|boot|checkpoint)$/,
  routeros:
    /^(?:add|set|remove|reboot|shutdown|reset-configuration|import|enable|disable|unset|move|edit|run|execute|upgrade|install|downgrade)$/,
};

export function isWriteCommand(family: Family, line: string): boolean {
  const words = line
    .trim()
    .toLowerCase()
    .split(/[\s/]+/)
    .filter((w) => w !== '');
  if (family === 'routeros') return words.some((w) => WRITE_VERBS.routeros.test(w));
  const [first = ''] = words;
  return WRITE_VERBS[family].test(first);
}

export function refusedWrite(family: Family, line: string): string[] {
  switch (family) {
    case 'ios':
      return ['Command authorization failed.'];
    case 'nxos':
      return ['% Permission denied for the role'];
    case 'eos':
      return [`% Authorization denied for command '${line.trim()}'`];
    case 'junos':
      return ['error: permission denied'];
    case 'procurve':
    case 'aoscx':
      return ['Insufficient privilege level to execute this command.'];
    case 'routeros':
      return ['failure: not enough permissions (9)'];
  }
}

/** The words that enter configuration mode (IOS `configure terminal`, Junos `configure`, AOS-S `configure`). */
export function entersConfiguration(family: Family, line: string): boolean {
  if (family === 'routeros') return false;
  const words = line.trim().toLowerCase().split(/\s+/);
  const [a = '', b] = words;
  if (a.length < 4 || !'configure'.startsWith(a) || words.length > 2) return false;
  return b === undefined || (b.length >= 1 && 'terminal'.startsWith(b));
}
