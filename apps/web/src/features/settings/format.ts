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

/** Where a log line comes from: a call of the API, a file or page of the web app (and /docs), or the server. */
export type LogSource = 'api' | 'web' | 'server';
export const LOG_SOURCES: readonly LogSource[] = ['api', 'web', 'server'];

/** One line as shown, with what the filters read. */
export type LogEntry = { text: string; level: number | undefined; source: LogSource };

/** The levels pino writes, lowest first (the level filter's choices). */
export const LOG_LEVELS = Object.entries(LEVELS).map(([value, name]) => ({ value: Number(value), name }));

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/send-email');

/**
 * The log lines as entries: the text as `formatLogLine` shows it, the level, and the source. A request's
 * completion line carries no URL; it takes the source (and the URL, for reading) of its incoming line with the
 * same request id.
 */
export function parseLogLines(lines: readonly string[]): LogEntry[] {
  const urls = new Map<string, { method: string; url: string }>();
  return lines.map((line) => {
    let record: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(line);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        record = parsed as Record<string, unknown>;
    } catch {
      record = undefined;
    }
    if (!record) return { text: line, level: undefined, source: 'server' };
    const level = typeof record.level === 'number' ? record.level : undefined;
    const reqId = typeof record.reqId === 'string' ? record.reqId : undefined;
    const req = record.req as Record<string, unknown> | undefined;
    let request: { method: string; url: string } | undefined;
    if (req && typeof req.method === 'string' && typeof req.url === 'string') {
      request = { method: req.method, url: req.url };
      if (reqId) urls.set(reqId, request);
    } else if (reqId) {
      request = urls.get(reqId);
    }
    const source: LogSource =
      !request && !reqId ? 'server' : request && !isApiPath(request.url) ? 'web' : 'api';
    const text = formatLogLine(request && !req ? JSON.stringify({ ...record, req: request }) : line);
    return { text, level, source };
  });
}

/** The entries of the chosen sources at or above the minimum level (lines without a level always pass it). */
export function filterLogEntries(
  entries: readonly LogEntry[],
  filter: { minLevel: number; sources: readonly LogSource[] },
): LogEntry[] {
  return entries.filter(
    (entry) =>
      filter.sources.includes(entry.source) && (entry.level === undefined || entry.level >= filter.minLevel),
  );
}
