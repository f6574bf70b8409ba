/**
 * Configuration parsers of the indentation-based dialects: Cisco IOS / IOS-XE, NX-OS, Arista EOS, HP/Aruba
 * AOS-S (ProCurve) and AOS-CX. Each is a `TextParser`; `parseIndentedConfig` picks one by `input.platform`.
 */
import type { ParseInput, ParseResult, TextParser } from '../parse/types';
import { AOSCX_DIALECT } from './dialects/aoscx';
import { EOS_DIALECT } from './dialects/eos';
import { IOS_DIALECT } from './dialects/ios';
import { NXOS_DIALECT } from './dialects/nxos';
import { PROCURVE_DIALECT } from './dialects/procurve';
import { type Dialect, parseDialect } from './engine';

export type { ConfigComment, ConfigTree, ReadTreeOptions } from './tree';
export { MAX_TREE_DEPTH, readConfigTree } from './tree';

/** Cisco IOS and IOS-XE (`cisco_ios`, `cisco_xe`). */
export const parseIosConfig: TextParser = (text, input) => parseDialect(text, input, IOS_DIALECT);
/** Cisco NX-OS (`cisco_nxos`). */
export const parseNxosConfig: TextParser = (text, input) => parseDialect(text, input, NXOS_DIALECT);
/** Arista EOS (`arista_eos`). */
export const parseEosConfig: TextParser = (text, input) => parseDialect(text, input, EOS_DIALECT);
/** HP/Aruba AOS-S, formerly ProCurve (`hp_procurve`). */
export const parseProcurveConfig: TextParser = (text, input) => parseDialect(text, input, PROCURVE_DIALECT);
/** Aruba AOS-CX (`aruba_aoscx`). */
export const parseAoscxConfig: TextParser = (text, input) => parseDialect(text, input, AOSCX_DIALECT);

const BY_PLATFORM: Record<string, Dialect> = {
  cisco_ios: IOS_DIALECT,
  cisco_xe: IOS_DIALECT,
  cisco_nxos: NXOS_DIALECT,
  arista_eos: EOS_DIALECT,
  hp_procurve: PROCURVE_DIALECT,
  aruba_aoscx: AOSCX_DIALECT,
};

/** The platforms `parseIndentedConfig` reads. */
export const INDENTED_CONFIG_PLATFORMS = Object.keys(BY_PLATFORM);

/**
 * The configuration parser of `input.platform`. Another platform is read as IOS (the dialect most others
 * resemble) with a warning, so that a mislabelled file still gives what it can.
 */
export function parseIndentedConfig(text: string, input: ParseInput): ParseResult {
  const dialect = BY_PLATFORM[input.platform];
  if (dialect) return parseDialect(text, input, dialect);
  const result = parseDialect(text, input, IOS_DIALECT);
  result.warnings.unshift({
    file: input.file,
    line: 0,
    severity: 'warning',
    code: 'platform-fallback',
    text: `no configuration parser for platform ${input.platform}; read as cisco_ios`,
  });
  return result;
}
