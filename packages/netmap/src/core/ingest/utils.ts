import type { TitleFields } from './types';

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** The backend sends booleans, but older answers carry 0/1 or "true"/"false"; all mean the same. */
export function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.toLowerCase() === 'true' || value === '1';
  return false;
}

/** Field keys as written ("Serial", "IP Address") and as kept ("serial", "ip_address"): titles repeat a few. */
const fieldKeys = new Map<string, string>();

function fieldKey(key: string): string {
  let known = fieldKeys.get(key);
  if (known === undefined) {
    known = key.trim().toLowerCase().replace(/\s+/g, '_');
    // Bounded: keys are the backend's few field names, but a title is free text.
    if (fieldKeys.size >= 1024) fieldKeys.clear();
    fieldKeys.set(key, known);
  }
  return known;
}

/** Parses "Name: core-1\nSerial: FOC123\nTags: a, b" into `{name: 'core-1', serial: 'FOC123', tags: 'a, b'}`. */
export function parseTitle(title: string | undefined): TitleFields {
  const fields: TitleFields = {};
  if (!title) return fields;
  for (let start = 0; start < title.length; ) {
    let end = title.indexOf('\n', start);
    if (end < 0) end = title.length;
    const line = title.slice(start, end > start && title.charCodeAt(end - 1) === 13 ? end - 1 : end);
    start = end + 1;
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = fieldKey(line.slice(0, colon));
    const value = line.slice(colon + 1).trim();
    // A repeated key keeps the first value: the backend lists the primary address first.
    if (key && value && !(key in fields)) fields[key] = value;
  }
  return fields;
}

export function parseTags(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Splits a two-line label "first\nsecond"; either part may be missing. */
export function splitLabel(label: string): [string, string | undefined] {
  if (!label.includes('\n')) return [label.trim(), undefined];
  const [first = '', ...rest] = label.split(/\r?\n/);
  const second = rest.join(' ').trim();
  return [first.trim(), second === '' ? undefined : second];
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/;

export function looksLikeIp(value: string | undefined): boolean {
  return value !== undefined && (IPV4.test(value) || (value.includes(':') && /^[0-9a-f:]+$/i.test(value)));
}
