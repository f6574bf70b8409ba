import type { NetNodeAttributes } from '../ingest/types';
import type { DataType, SearchField } from './types';

/** Weight of each field: an IP or a name match says more than a vendor match. */
export const FIELD_WEIGHTS: Record<SearchField, number> = {
  name: 6,
  ip: 6,
  mac: 5,
  serial: 5,
  label: 4,
  tags: 3,
  vendor: 2,
};

/** 3 for an exact match, 2 for a prefix (or a match at a word start), 1 for a substring, 0 for none. */
export function matchQuality(value: string, term: string): number {
  if (value === term) return 3;
  const at = value.indexOf(term);
  if (at === 0) return 2;
  if (at < 0) return 0;
  return /[\s\-_.:/]/.test(value[at - 1] ?? '') ? 2 : 1;
}

/** MACs are written with `:`, `-`, `.` or nothing; compare them without separators. */
export function compactMac(value: string): string {
  return value.replace(/[:\-.]/g, '').toLowerCase();
}

export function parseDataType(value: unknown): DataType {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  if (v === 'devices' || v === 'device') return 'devices';
  if (v === 'hosts' || v === 'host') return 'hosts';
  return 'all';
}

export function matchesDataType(attributes: Pick<NetNodeAttributes, 'kind'>, dataType: DataType): boolean {
  if (dataType === 'devices') return attributes.kind === 'device';
  if (dataType === 'hosts') return attributes.kind === 'host';
  return true;
}

/** Moves through `count` results from `current` (−1 = none yet), wrapping at both ends. */
export function stepResult(current: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (((current + direction) % count) + count) % count;
}
