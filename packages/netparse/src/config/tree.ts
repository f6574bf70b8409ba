/**
 * The hierarchy reader of the indentation-based dialects (IOS, IOS-XE, NX-OS, EOS, AOS-S, AOS-CX): text in,
 * a tree of statements out, each with its 1-based line.
 *
 * Indentation gives the hierarchy; `exit` and `exit-…` markers close a block whatever their indentation (AOS-S
 * writes `exit` one level deeper than the block it closes, IOS writes `exit-address-family` at the level of
 * the `address-family` line). Banners and certificates span lines and become one statement. Comments, blank
 * lines, `end` and the `show running-config` preamble are layout: counted, not statements.
 */
import type { ConfigNode, ParseWarning, Platform } from '../model/types';
import {
  looksBinary,
  needsCleaning,
  pagerWarnings,
  splitLineEnds,
  splitLines,
  type TextLine,
} from '../parse/lines';

export type ConfigComment = { line: number; text: string };

export type ConfigTree = {
  nodes: ConfigNode[];
  /** Comment lines (`!`, `#`, `;`) without their marker, for facts some devices print there (version, model). */
  comments: ConfigComment[];
  /** Lines read as layout: blank lines, comments, `end`, `exit` markers, the preamble, prompts. */
  layoutLines: number;
  /** Pager residue, unterminated banners, too-deep indentation, binary content. */
  warnings: ParseWarning[];
};

export type ReadTreeOptions = {
  /** The file name used in warnings. */
  file?: string;
  /** Chooses the width of a tab (one indentation step of the platform) and the banner forms. */
  platform?: Platform;
};

/** Deeper indentation than this is read as this deep: no dialect nests half as deep, and walks stay bounded. */
export const MAX_TREE_DEPTH = 32;
/** A banner or quoted text that does not end within this many lines is read as one line. */
const MAX_BANNER_LINES = 1000;

const BANNER = /^banner(?:\s+(\S+))?(?:\s(.*))?$/i;
const BANNER_KINDS = new Set([
  'motd',
  'login',
  'exec',
  'incoming',
  'slip-ppp',
  'prompt-timeout',
  'config-save',
  'exec-banner',
]);
const PREAMBLE = [
  /^building configuration\.*$/i,
  /^current configuration\s*:.*$/i,
  /^running configuration\s*:?\s*$/i,
  /^startup configuration\s*:?\s*$/i,
  /^using \d+ out of \d+ bytes.*$/i,
];
/** A device prompt alone or with a command typed at it: `sw1#`, `core-1#show running-config`. */
const PROMPT = /^[A-Za-z0-9._()/-]{1,64}[#>]\s*(?:(?:sh|show|term|terminal|wr|write|more|no|display)\b.*)?$/i;
const EXIT = /^exit(?:-[a-z-]+)?$/i;
const CERT_START = /^certificate\s/i;
const CERT_CHAIN = /^crypto\s+(?:pki|ca)\s+certificate\s+chain\b/i;
const HEX_LINE = /^[0-9A-Fa-f ]+$/;
const PEM_BEGIN = /^-----BEGIN [A-Z0-9 ]+-----$/;
const PEM_END = /^-----END [A-Z0-9 ]+-----$/;
/** What a pager prompt left at the start of a raw line, up to the text the device went on with. */
const PAGER_PREFIX =
  /^.*?(?:-- ?more ?--(?:, next page: space, next line: enter, quit: control-c)?|<?-{2,3} ?more ?-{2,3}>?)(?: )?/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: erase sequences a pager writes are what this removes
const ERASE = /\x08+ *\x08*|\x1b\[[0-9;?]*[A-Za-z]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;

const LEAD = /^[ \t]*/;
/** Runs of blanks longer than this are shortened to it. */
const MAX_BLANKS = 64;
const LONG_BLANKS = /[ \t]{65,}/g;
const HAS_LONG_BLANKS = /[ \t]{65}/;

/** Columns one tab stands for: one indentation step of the platform. */
function tabWidth(platform: Platform | undefined): number {
  switch (platform) {
    case 'arista_eos':
    case 'hp_procurve':
      return 3;
    case 'cisco_nxos':
      return 2;
    case 'aruba_aoscx':
      return 4;
    default:
      return 1;
  }
}

/** Whether a line is `show running-config`'s preamble; `letter` is its first letter in lower case. */
function isPreamble(trimmed: string, letter: number): boolean {
  // b(uilding), c(urrent), r(unning), s(tartup), u(sing): the first letters of the preamble's lines.
  if (letter !== 98 && letter !== 99 && letter !== 114 && letter !== 115 && letter !== 117) return false;
  return PREAMBLE.some((re) => re.test(trimmed));
}

/** Whether a line is a device prompt (which holds `#` or `>`). */
function isPrompt(trimmed: string): boolean {
  return (trimmed.includes('#') || trimmed.includes('>')) && PROMPT.test(trimmed);
}

function indentOf(text: string, tab: number): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) width++;
    else if (c === 9) width += tab;
    else break;
  }
  return width;
}

type Open = { node: ConfigNode; indent: number };

/** The lines of a text that needs no cleaning: the raw lines, without the empty one after a final line end. */
function rawLines(raw: readonly string[]): TextLine[] {
  const count = raw.length > 1 && raw[raw.length - 1] === '' ? raw.length - 1 : raw.length;
  const lines: TextLine[] = new Array(count);
  for (let k = 0; k < count; k++) lines[k] = { n: k + 1, text: raw[k] ?? '' };
  return lines;
}

/** The lines of a text with control characters, pager prompts or long runs of blanks, cleaned. */
function cleanLines(
  raw: readonly string[],
  text: string,
  warn: (line: number, code: string, message: string) => void,
): TextLine[] {
  // Indentation is read from the raw lines and kept out of `splitLines`, whose pager pattern takes time
  // quadratic in a run of blanks; runs of blanks inside a line are shortened for the same reason.
  const leads: string[] = new Array(raw.length);
  const bodies: string[] = new Array(raw.length);
  for (let k = 0; k < raw.length; k++) {
    const line = raw[k] ?? '';
    const lead = LEAD.exec(line)?.[0] ?? '';
    leads[k] = lead;
    bodies[k] = line.slice(lead.length).replace(LONG_BLANKS, (run) => run.slice(0, MAX_BLANKS));
  }
  const pagerLines: number[] = [];
  const lines = splitLines(bodies.join('\n'), pagerLines);
  // A line of blanks only at the very end is still a line, although its body is empty.
  const count = raw.length - (/[\r\n]$/.test(text) ? 1 : 0);
  while (lines.length < count) lines.push({ n: lines.length + 1, text: '' });
  for (const at of lines) at.text = `${leads[at.n - 1] ?? ''}${at.text}`;
  if (pagerLines.length > 0) {
    // splitLines removes the prompt with the blanks around it, which takes the indentation of the line the
    // device went on with; the raw line still has it after the prompt and the erase sequences.
    pagerWarnings(pagerLines, warn, 'a pager prompt (--More--) was left in the text and removed');
    for (const n of pagerLines) {
      const rawLine = raw[n - 1] ?? '';
      const rest = rawLine.replace(PAGER_PREFIX, '').replace(ERASE, '').replace(CONTROL, '');
      const at = lines[n - 1];
      if (at && rest.trim() === at.text.trim()) at.text = rest;
    }
  }

  return lines;
}

/**
 * Reads a configuration into a tree. Never throws; linear in the text's length (each line is looked at a
 * bounded number of times; a banner or certificate without its end is read as one line).
 */
export function readConfigTree(text: string, options: ReadTreeOptions = {}): ConfigTree {
  const file = options.file ?? '';
  const warnings: ParseWarning[] = [];
  const warn = (
    line: number,
    code: string,
    message: string,
    severity: ParseWarning['severity'] = 'warning',
  ) => warnings.push({ file, line, severity, code, text: message });
  if (looksBinary(text))
    warn(0, 'binary-content', 'the file has binary content; control characters were removed', 'error');

  const raw = splitLineEnds(text);
  const lines =
    needsCleaning(text) || HAS_LONG_BLANKS.test(text) ? cleanLines(raw, text, warn) : rawLines(raw);

  const tab = tabWidth(options.platform);
  const roots: ConfigNode[] = [];
  const comments: ConfigComment[] = [];
  const stack: Open[] = [];
  let layoutLines = 0;
  let warnedDepth = false;

  const attach = (node: ConfigNode, indent: number): void => {
    while (stack.length > 0 && (stack[stack.length - 1]?.indent ?? 0) >= indent) stack.pop();
    const parent = stack[stack.length - 1];
    if (stack.length >= MAX_TREE_DEPTH && parent) {
      if (!warnedDepth) {
        warn(
          node.line,
          'indentation-too-deep',
          `indentation deeper than ${MAX_TREE_DEPTH} levels is read flat`,
        );
        warnedDepth = true;
      }
      // Deeper lines become children of the deepest open block, not blocks of their own.
      parent.node.children.push(node);
      return;
    }
    (parent ? parent.node.children : roots).push(node);
    stack.push({ node, indent });
  };

  let i = 0;
  while (i < lines.length) {
    const current = lines[i];
    i++;
    if (!current) continue;
    const line = current.text;
    const trimmed = line.trim();
    if (trimmed === '') {
      layoutLines++;
      continue;
    }
    const first = trimmed.charCodeAt(0);
    // `!`, `#` and `;` start comments and separators in every one of these dialects.
    if (first === 33 || first === 35 || first === 59) {
      layoutLines++;
      comments.push({ line: current.n, text: trimmed.slice(1).trim() });
      continue;
    }
    const indent = indentOf(line, tab);
    // The first letter, lower case: most patterns below need one letter, and testing it first spares a
    // configuration's every line a dozen regular expressions.
    const letter = first | 32;

    if (indent === 0 && (isPreamble(trimmed, letter) || isPrompt(trimmed))) {
      layoutLines++;
      continue;
    }
    if (indent === 0 && letter === 101 && /^end$/i.test(trimmed)) {
      layoutLines++;
      stack.length = 0;
      continue;
    }
    if (letter === 101 && EXIT.test(trimmed)) {
      layoutLines++;
      while (stack.length > 0 && (stack[stack.length - 1]?.indent ?? 0) > indent) stack.pop();
      stack.pop();
      continue;
    }

    const node: ConfigNode = { text: trimmed, line: current.n, children: [] };

    if (indent === 0 && letter === 98) {
      const banner = BANNER.exec(trimmed);
      if (banner) {
        const consumed = readBanner(banner, lines, i, options.platform);
        if (consumed.unterminated) {
          warn(current.n, 'unterminated-banner', 'the banner has no end delimiter; read as one line');
        } else if (consumed.body.length > 0) {
          node.body = consumed.body;
          node.endLine = current.n + consumed.body.length;
          i += consumed.body.length;
        }
        attach(node, indent);
        continue;
      }
    }

    // An IOS certificate: hex lines up to `quit`, under `crypto pki certificate chain`.
    if (
      letter === 99 &&
      CERT_START.test(trimmed) &&
      CERT_CHAIN.test(topAtOrAbove(stack, indent)?.node.text ?? '')
    ) {
      const body: string[] = [];
      let j = i;
      let ended = false;
      while (j < lines.length) {
        const next = (lines[j]?.text ?? '').trim();
        if (/^quit$/i.test(next)) {
          body.push(next);
          ended = true;
          j++;
          break;
        }
        if (next !== '' && !HEX_LINE.test(next)) break;
        body.push(next);
        j++;
      }
      if (!ended) warn(current.n, 'unterminated-certificate', 'the certificate has no closing `quit`');
      if (body.length > 0) {
        node.body = body;
        node.endLine = current.n + body.length;
      }
      i = j;
      attach(node, indent);
      continue;
    }

    // PEM blocks (AOS-CX trust anchors, EOS and NX-OS key material) up to their END line.
    if (first === 45 && PEM_BEGIN.test(trimmed)) {
      const body: string[] = [];
      let j = i;
      let ended = false;
      while (j < lines.length && j - i < MAX_BANNER_LINES) {
        const next = (lines[j]?.text ?? '').trim();
        body.push(next);
        j++;
        if (PEM_END.test(next)) {
          ended = true;
          // AOS-CX closes a pasted certificate with this word on its own line.
          if (/^END_OF_CERTIFICATE$/.test((lines[j]?.text ?? '').trim())) {
            body.push((lines[j]?.text ?? '').trim());
            j++;
          }
          break;
        }
      }
      if (ended) {
        node.body = body;
        node.endLine = current.n + body.length;
        i = j;
      } else {
        warn(current.n, 'unterminated-certificate', 'the PEM block has no END line');
      }
      attach(node, indent);
      continue;
    }

    attach(node, indent);
  }

  return { nodes: roots, comments, layoutLines, warnings };
}

function topAtOrAbove(stack: Open[], indent: number): Open | undefined {
  for (let k = stack.length - 1; k >= 0; k--) {
    const open = stack[k];
    if (open && open.indent < indent) return open;
  }
  return undefined;
}

type BannerRead = { body: string[]; unterminated: boolean };

/**
 * The lines of a banner after its first. Forms: IOS and NX-OS `banner motd ^C…^C` with any delimiter (the
 * text may start on the first line and end on the last); EOS `banner login` then lines up to `EOF`; AOS-S
 * `banner motd "…"` quoted, possibly over several lines; AOS-CX `banner motd DELIM` up to a line with it.
 */
function readBanner(
  match: RegExpExecArray,
  lines: readonly { n: number; text: string }[],
  from: number,
  platform: Platform | undefined,
): BannerRead {
  let kindWord = match[1] ?? '';
  let rest = match[2] ?? '';
  if (!BANNER_KINDS.has(kindWord.toLowerCase())) {
    // `banner ^C…^C` is an IOS motd banner.
    rest = `${kindWord}${rest === '' ? '' : ` ${rest}`}`;
    kindWord = '';
  }
  rest = rest.trim();
  if (rest === '') {
    // EOS (and any dialect that writes the text on the next lines) ends the banner with `EOF`.
    for (let j = from; j < lines.length && j - from < MAX_BANNER_LINES; j++) {
      if ((lines[j]?.text ?? '').trim() === 'EOF') {
        return { body: lines.slice(from, j + 1).map((l) => l.text), unterminated: false };
      }
    }
    // A banner keyword with nothing after it and no EOF: a setting of its own, not a text.
    return { body: [], unterminated: platform === 'arista_eos' };
  }
  let delimiter: string;
  let opened: string;
  if (rest.startsWith('^C')) {
    delimiter = '^C';
    opened = rest.slice(2);
  } else if (rest.startsWith('"')) {
    delimiter = '"';
    opened = rest.slice(1);
  } else {
    delimiter = rest.charAt(0);
    opened = rest.slice(1);
  }
  if (opened.includes(delimiter)) return { body: [], unterminated: false };
  for (let j = from; j < lines.length && j - from < MAX_BANNER_LINES; j++) {
    if ((lines[j]?.text ?? '').includes(delimiter)) {
      return { body: lines.slice(from, j + 1).map((l) => l.text), unterminated: false };
    }
  }
  return { body: [], unterminated: true };
}

/** The text of a banner statement: what stands between its delimiters, or before `EOF`. */
export function bannerText(node: ConfigNode): { kind: string; text: string } {
  const match = BANNER.exec(node.text);
  let kind = match?.[1] ?? 'motd';
  let rest = match?.[2] ?? '';
  if (!BANNER_KINDS.has(kind.toLowerCase())) {
    rest = `${kind}${rest === '' ? '' : ` ${rest}`}`;
    kind = 'motd';
  }
  rest = rest.trim();
  const body = node.body ?? [];
  if (rest === '') {
    const last = body[body.length - 1];
    return { kind, text: (last?.trim() === 'EOF' ? body.slice(0, -1) : body).join('\n') };
  }
  let delimiter: string;
  let opened: string;
  if (rest.startsWith('^C')) {
    delimiter = '^C';
    opened = rest.slice(2);
  } else {
    delimiter = rest.charAt(0);
    opened = rest.slice(1);
  }
  const all = [opened, ...body].join('\n');
  const end = all.indexOf(delimiter);
  const text = end >= 0 ? all.slice(0, end) : all;
  // The line breaks right after the opening and before the closing delimiter are layout.
  return { kind, text: text.replace(/^\n/, '').replace(/\n$/, '') };
}
