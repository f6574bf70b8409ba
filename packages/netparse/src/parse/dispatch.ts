import { parseIndentedConfig } from '../config/index';
import { parseJunosConfig } from '../config/junos/index';
import { parseRouterosExport } from '../config/routeros/index';
import { type FileKind, type FileReport, type FileStatus, PLATFORMS, type Platform } from '../model/types';
import { SHOW_PARSERS } from '../show/registry';
import { commandMatches, normalizeCommand } from '../textfsm/command';
import type { TextFsmRecord } from '../textfsm/engine';
import type { TemplateIndex } from '../textfsm/template-index';
import { commandFromFileName, commandFromPrompt, detectPlatform, isConfigPath } from './detect';
import { looksBinary } from './lines';
import type { ParseResult, ShowParserEntry, TextParser } from './types';

/** A file of a snapshot: its path (relative, `/`-separated) and its text. */
export type SnapshotFile = { path: string; text: string };

export type ParseFileOptions = {
  /** The platform of the device, when an inventory says it; detected from the content otherwise. */
  platform?: Platform;
  /** `config` or `show`, when the caller knows; told by the path and the content otherwise. */
  kind?: FileKind;
  /** The command of a show output, when known; else from the file name or the echoed prompt. */
  command?: string;
  /** A user's ntc-templates index, for show commands without a built-in parser. */
  templates?: TemplateIndex;
};

/** What one file gave: its report, the facts for its device, and TextFSM records of a command read by a template. */
export type ParsedFile = {
  report: FileReport;
  result: ParseResult;
  /** Records of an ntc-templates template, when a user's template read a command the product does not parse. */
  records?: TextFsmRecord[];
};

/**
 * Platforms without built-in parsers read as the closest dialect (most network CLIs are IOS-like); the file's
 * report says which parser was used.
 */
export const FALLBACK: Readonly<Record<string, Platform>> = {
  cisco_xe: 'cisco_ios',
  cisco_ios_telnet: 'cisco_ios',
  cisco_xr: 'cisco_ios',
  cisco_asa: 'cisco_ios',
  cisco_wlc: 'cisco_ios',
  cisco_s300: 'cisco_ios',
  dell_force10: 'cisco_ios',
  dell_os10: 'cisco_ios',
  ruckus_fastiron: 'cisco_ios',
  brocade_fastiron: 'cisco_ios',
  extreme_exos: 'cisco_ios',
  ubiquiti_edgeswitch: 'cisco_ios',
  hp_comware: 'cisco_ios',
  huawei: 'cisco_ios',
  aruba_os: 'hp_procurve',
  aruba_procurve: 'hp_procurve',
  arista_eos_telnet: 'arista_eos',
  juniper: 'juniper_junos',
  mikrotik_switchos: 'mikrotik_routeros',
};

function isKnown(platform: Platform): boolean {
  return (PLATFORMS as readonly string[]).includes(platform);
}

/** The platform whose parsers read a text of `platform`, and whether that is a fallback. */
export function parserPlatform(platform: Platform): { platform: Platform; fallback: boolean } {
  if (platform === 'cisco_xe') return { platform: 'cisco_ios', fallback: false };
  if (isKnown(platform)) return { platform, fallback: false };
  return { platform: FALLBACK[platform] ?? 'cisco_ios', fallback: true };
}

/**
 * The built-in show parser of a platform and a command as typed (abbreviations accepted). A command with
 * arguments the parser does not name (`show ip route vrf all`, `show interfaces Gi1/0/1`) finds the parser of
 * its longest leading words that has one (`show ip route`, `show interfaces`).
 */
export function findShowParser(platform: Platform, command: string): ShowParserEntry | undefined {
  const key = `${platform}\u0000${command}`;
  if (FOUND.has(key)) return FOUND.get(key);
  const found = searchShowParser(platform, command);
  if (FOUND.size >= 10_000) FOUND.clear();
  FOUND.set(key, found);
  return found;
}

/** Parsers found by platform and command as typed: a snapshot names the same few commands on every device. */
const FOUND = new Map<string, ShowParserEntry | undefined>();

function searchShowParser(platform: Platform, command: string): ShowParserEntry | undefined {
  const words = normalizeCommand(command).split(' ');
  const own = SHOW_PARSERS.filter((entry) => entry.platform === platform);
  for (let length = words.length; length >= 2; length--) {
    const typed = words.slice(0, length).join(' ');
    const found = own.find((entry) => commandMatches(entry.command, typed));
    if (found) return found;
  }
  return undefined;
}

/** The show commands with a built-in parser for a platform, in their full form. */
export function builtInCommands(platform: Platform): string[] {
  const { platform: own } = parserPlatform(platform);
  return SHOW_PARSERS.filter((entry) => entry.platform === own).map((entry) =>
    entry.command.replace(/\[\[|\]\]/g, ''),
  );
}

function configParser(platform: Platform): { parse: TextParser; name: string } {
  switch (platform) {
    case 'juniper_junos':
      return { parse: parseJunosConfig, name: 'juniper_junos config' };
    case 'mikrotik_routeros':
      return { parse: parseRouterosExport, name: 'mikrotik_routeros export' };
    default:
      return { parse: parseIndentedConfig, name: `${platform} config` };
  }
}

/** Batfish's file status from the line counts: all read, some not, none. */
export function fileStatus(result: ParseResult): FileStatus {
  if (result.warnings.some((w) => w.code === 'parser-error' || w.code === 'binary-content')) {
    return result.recognizedLines > 0 && result.unrecognizedLines === 0 ? 'partial' : 'failed';
  }
  if (result.unrecognizedLines === 0) return 'parsed';
  return result.recognizedLines > 0 ? 'partial' : 'failed';
}

const EMPTY: ParseResult = { facts: {}, recognizedLines: 0, unrecognizedLines: 0, warnings: [] };

function report(
  file: string,
  kind: FileKind,
  status: FileStatus,
  platform: Platform,
  result: ParseResult,
  extra: Partial<FileReport> = {},
): FileReport {
  return {
    file,
    kind,
    status,
    platform,
    recognizedLines: result.recognizedLines,
    unrecognizedLines: result.unrecognizedLines,
    warnings: result.warnings,
    ...extra,
  };
}

/** Runs a parser; an exception (which a parser must never throw) becomes a `parser-error` warning. */
function guarded(parse: TextParser, text: string, file: string, platform: Platform): ParseResult {
  try {
    return parse(text, { file, platform });
  } catch (error) {
    return {
      ...EMPTY,
      warnings: [
        {
          file,
          line: 0,
          severity: 'error',
          code: 'parser-error',
          text: `the parser stopped: ${error instanceof Error ? error.message : String(error)}`,
        },
      ],
    };
  }
}

/**
 * Parses one file of a device: a configuration or a show output, of a platform given or detected, with the
 * built-in parser of its command (or a user's ntc-templates template). Never throws: what it cannot read is in
 * the report's status and warnings.
 */
export function parseFile(file: SnapshotFile, options: ParseFileOptions = {}): ParsedFile {
  const { path, text } = file;
  if (looksBinary(text)) {
    const result: ParseResult = {
      ...EMPTY,
      warnings: [
        { file: path, line: 0, severity: 'error', code: 'binary-content', text: 'the file is not text' },
      ],
    };
    return { report: report(path, 'unknown', 'failed', options.platform ?? 'unknown', result), result };
  }
  // Detection reads the text with a dozen patterns: only when the caller does not say what the file is.
  const detected =
    options.platform === undefined || options.kind === undefined ? detectPlatform(text) : undefined;
  const command = options.command ?? commandFromFileName(path) ?? commandFromPrompt(text);
  const kind: FileKind =
    options.kind ?? (command ? 'show' : isConfigPath(path) ? 'config' : (detected?.kind ?? 'unknown'));
  const platform: Platform = options.platform ?? detected?.platform ?? 'unknown';

  if (kind === 'unknown' || (platform === 'unknown' && kind !== 'show')) {
    const result: ParseResult = {
      ...EMPTY,
      warnings: [
        {
          file: path,
          line: 0,
          severity: 'warning',
          code: 'unknown-format',
          text: 'neither a configuration nor a show output of a known platform',
        },
      ],
    };
    return { report: report(path, 'unknown', 'unknown-format', platform, result), result };
  }

  const { platform: own, fallback } = parserPlatform(platform === 'unknown' ? 'cisco_ios' : platform);
  const fallbackWarning = (what: string) => ({
    file: path,
    line: 0,
    severity: 'warning' as const,
    code: 'parser-fallback',
    text: `no built-in ${what} parser for ${platform}; read with the ${own} one`,
  });

  if (kind === 'config') {
    const parser = configParser(own);
    const result = guarded(parser.parse, text, path, own);
    if (fallback) result.warnings.unshift(fallbackWarning('configuration'));
    return {
      report: report(path, 'config', fileStatus(result), platform, result, {
        parser: fallback ? `${parser.name} (fallback)` : parser.name,
        device: result.facts.hostname,
      }),
      result,
    };
  }

  const typed = command ?? '';
  const entry = typed ? findShowParser(own, typed) : undefined;
  if (entry) {
    const result = guarded(entry.parse, text, path, own);
    if (fallback || platform === 'unknown') result.warnings.unshift(fallbackWarning('show'));
    const full = entry.command.replace(/\[\[|\]\]/g, '');
    return {
      report: report(path, 'show', fileStatus(result), platform, result, {
        command: typed,
        parser: `${own} ${full}${fallback ? ' (fallback)' : ''}`,
        device: result.facts.hostname,
      }),
      result,
    };
  }
  const viaTemplate =
    typed && options.templates ? templateRecords(options.templates, platform, typed, text, path) : undefined;
  if (viaTemplate) return viaTemplate;
  const result: ParseResult = {
    ...EMPTY,
    warnings: [
      {
        file: path,
        line: 0,
        severity: 'info',
        code: 'no-parser',
        text: typed
          ? `no parser for ${platform} command '${typed}'`
          : 'a show output whose command is not known',
      },
    ],
  };
  return {
    report: report(path, 'show', 'unknown-format', platform, result, { command: typed || undefined }),
    result,
  };
}

/** A command read by a user's ntc-templates template: records kept, no facts (the model does not know them). */
function templateRecords(
  templates: TemplateIndex,
  platform: Platform,
  command: string,
  text: string,
  path: string,
): ParsedFile | undefined {
  let records: TextFsmRecord[] | undefined;
  let failure: string | undefined;
  try {
    records = templates.parse(platform, command, text);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  if (records === undefined && failure === undefined) return undefined;
  const lines = text.split('\n').length;
  const result: ParseResult = {
    facts: {},
    recognizedLines: failure ? 0 : lines,
    unrecognizedLines: failure ? lines : 0,
    warnings: failure
      ? [{ file: path, line: 0, severity: 'error', code: 'template-error', text: failure }]
      : [],
  };
  const names = templates.find(platform, command) ?? [];
  return {
    report: report(path, 'show', failure ? 'failed' : 'parsed', platform, result, {
      command,
      parser: `ntc-templates ${names.join(':')}`,
    }),
    result,
    records,
  };
}
