import type { DeviceFacts } from '../../src/model/types';
import type { ParseResult } from '../../src/parse/types';
import type { NtcRecord } from './cases';

/**
 * Compares what a built-in parser read from an ntc-templates `.raw` output with the facts its `.yml` holds.
 * Field names differ per platform and template; an adapter maps them onto the model's facts.
 */
export type FactAdapter = {
  /** The ntc test folder, e.g. `show_lldp_neighbors_detail`. */
  commandDir: string;
  /** The command given to the built-in parser; default: the folder name with spaces. */
  command?: string;
  /** The mismatches between the expected records and the facts; empty when the facts hold what the records say. */
  check: (expected: NtcRecord[], facts: DeviceFacts, result: ParseResult) => string[];
  /**
   * Cases (by `.raw` base name) whose facts the model cannot hold, each with the reason and the keys (interface
   * names, MACs …) the mismatches concern. The test asserts that the case still fails and only on those keys, so
   * a fixed case must leave this list and a new mismatch is not hidden by the gap.
   */
  knownGaps?: Record<string, KnownGap>;
  /**
   * Cases whose expected records misread the output (a template defect): the records as the output says them,
   * with the reason. The test asserts that the case passes against the corrected records and fails against the
   * uncorrected ones, so a correction that the fixtures no longer need must leave this list.
   */
  corrections?: Record<string, RecordCorrection>;
};

export type KnownGap = { reason: string; concerns: string[] };

export type RecordCorrection = { reason: string; correct: (expected: NtcRecord[]) => NtcRecord[] };

/** One string value of a record (`''` when absent or a list). */
export function field(record: NtcRecord, name: string): string {
  const value = record[name];
  return typeof value === 'string' ? value : '';
}

/** One list value of a record (`[]` when absent; a string becomes a one-item list unless empty). */
export function listField(record: NtcRecord, name: string): string[] {
  const value = record[name];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The mismatch lines of two multisets of keys: what is expected but missing, what is read but not expected. */
export function compareKeys(what: string, expected: readonly string[], actual: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const key of expected) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const key of actual) counts.set(key, (counts.get(key) ?? 0) - 1);
  const out: string[] = [];
  for (const [key, count] of counts) {
    if (count > 0) out.push(`${what}: missing ${key}${count > 1 ? ` ×${count}` : ''}`);
    if (count < 0) out.push(`${what}: unexpected ${key}${count < -1 ? ` ×${-count}` : ''}`);
  }
  return out;
}
