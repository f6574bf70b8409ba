/**
 * The commands a lab device knows: the show outputs of its folder and its configuration commands. A typed line
 * is found by matching its words against the known commands word by word, each typed word a prefix of the
 * command's word (`sh ip int br` → `show ip interface brief`), as the devices' parsers do.
 */

export type KnownCommand = {
  /** The command in full, lower-case, one space between words (RouterOS without its leading `/`). */
  command: string;
  words: string[];
  /** What the device prints for it (LF line ends). */
  text: string;
  /** Printed only in privileged mode (the running configuration on IOS-like platforms). */
  privileged: boolean;
};

export type Lookup =
  | { kind: 'found'; command: KnownCommand }
  | { kind: 'invalid'; word: number }
  | { kind: 'incomplete' }
  | { kind: 'ambiguous'; word: number };

/** Words of a typed line as matched: lower-case; RouterOS paths (`/ip/address/print`) split on `/`. */
export function commandWords(line: string, routeros = false): string[] {
  const lower = line.trim().toLowerCase();
  const spaced = routeros ? lower.replace(/\//g, ' ') : lower;
  return spaced.split(/\s+/).filter((w) => w !== '');
}

export class CommandBook {
  private readonly commands: KnownCommand[];

  constructor(commands: KnownCommand[]) {
    this.commands = commands;
  }

  get size(): number {
    return this.commands.length;
  }

  list(): readonly KnownCommand[] {
    return this.commands;
  }

  /**
   * Finds a typed command. At each word the typed prefix must select one word of the remaining commands (an
   * exact word wins over longer ones); when it selects none the line is invalid there, when it selects several
   * it is ambiguous. A line that ends before any command does is incomplete.
   */
  lookup(typed: string[]): Lookup {
    let candidates = this.commands;
    for (let i = 0; i < typed.length; i += 1) {
      const word = typed[i] ?? '';
      const matching = candidates.filter((c) => (c.words[i] ?? '').startsWith(word));
      if (matching.length === 0) return { kind: 'invalid', word: i };
      const exact = matching.filter((c) => c.words[i] === word);
      if (exact.length > 0) {
        candidates = exact;
        continue;
      }
      const distinct = new Set(matching.map((c) => c.words[i]));
      if (distinct.size > 1) return { kind: 'ambiguous', word: i };
      candidates = matching;
    }
    const complete = candidates.find((c) => c.words.length === typed.length);
    if (complete) return { kind: 'found', command: complete };
    return { kind: 'incomplete' };
  }
}

/** The 0-based column of the `index`-th word of a typed line. */
export function wordColumn(line: string, index: number): number {
  const re = /\S+/g;
  let n = 0;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    if (n === index) return m.index;
    n += 1;
  }
  return line.length;
}
