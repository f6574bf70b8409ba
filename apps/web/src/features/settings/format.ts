import { formatUnixTime } from '../../shared/format/time';

export type TextPart = { text: string; match: boolean };

/** Splits a text around the case-insensitive matches of `query`, for highlighting. */
export function splitMatches(text: string, query: string): TextPart[] {
  if (!query) return [{ text, match: false }];
  const parts: TextPart[] = [];
  const lower = text.toLowerCase();
  const needle = query.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

export function countMatches(lines: readonly string[], query: string): number {
  if (!query) return 0;
  return lines.reduce((sum, line) => sum + splitMatches(line, query).filter((part) => part.match).length, 0);
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * A log line as people read it: `time LEVEL message (method url → status, ms)`. The server logs JSON lines
 * (pino); anything else is shown as it is.
 */
export function formatLogLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return line;
  const record = entry as Record<string, unknown>;
  const time = typeof record.time === 'number' ? formatUnixTime(record.time / 1000) : '';
  const level = typeof record.level === 'number' ? (LEVELS[record.level] ?? String(record.level)) : '';
  const message = typeof record.msg === 'string' ? record.msg : '';
  const details: string[] = [];
  const req = record.req as Record<string, unknown> | undefined;
  if (req && typeof req.method === 'string' && typeof req.url === 'string')
    details.push(`${req.method} ${req.url}`);
  const res = record.res as Record<string, unknown> | undefined;
  if (res && typeof res.statusCode === 'number') details.push(`→ ${res.statusCode}`);
  if (typeof record.responseTime === 'number') details.push(`${Math.round(record.responseTime)} ms`);
  if (typeof record.reqId === 'string') details.push(`req ${record.reqId.slice(0, 8)}`);
  const head = [time, level.padEnd(5), message].filter(Boolean).join(' ');
  return details.length > 0 ? `${head} (${details.join(', ')})` : head;
}
