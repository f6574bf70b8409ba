import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { countMatches, filterLogEntries, formatLogLine, parseLogLines, splitMatches } from './format';

describe('settings formatting', () => {
  it('splits a text around case-insensitive matches', () => {
    expect(splitMatches('GET /api and /API', 'api')).toEqual([
      { text: 'GET /', match: false },
      { text: 'api', match: true },
      { text: ' and /', match: false },
      { text: 'API', match: true },
    ]);
    expect(splitMatches('abc', '')).toEqual([{ text: 'abc', match: false }]);
    expect(countMatches(['api api', 'none', 'API'], 'api')).toBe(3);
  });

  it('turns a JSON log line into a readable line and keeps other lines', () => {
    const time = dayjs('2026-03-04T05:06:07').valueOf();
    expect(
      formatLogLine(
        JSON.stringify({
          level: 30,
          time,
          reqId: 'abcdef0123456789',
          req: { method: 'GET', url: '/api/version' },
          res: { statusCode: 200 },
          responseTime: 3.4,
          msg: 'request completed',
        }),
      ),
    ).toBe('2026-03-04 05:06:07 INFO  request completed (GET /api/version, → 200, 3 ms, req abcdef01)');
    expect(formatLogLine('plain text')).toBe('plain text');
  });
});

describe('parseLogLines and filterLogEntries', () => {
  const line = (fields: Record<string, unknown>) => JSON.stringify({ time: 1_763_823_600_000, ...fields });
  const lines = [
    line({ level: 30, msg: 'database ready' }),
    line({
      level: 30,
      reqId: 'r1',
      req: { method: 'GET', url: '/network/assets/index-Ab12Cd34.js' },
      msg: 'incoming request',
    }),
    line({ level: 30, reqId: 'r1', res: { statusCode: 200 }, responseTime: 3, msg: 'request completed' }),
    line({ level: 30, reqId: 'r2', req: { method: 'GET', url: '/api/version' }, msg: 'incoming request' }),
    line({ level: 40, reqId: 'r2', res: { statusCode: 404 }, msg: 'request completed' }),
    'plain text',
  ];
  const entries = parseLogLines(lines);

  it('tells calls of the API from the files of the web app and from the server, also on completion lines', () => {
    expect(entries.map((entry) => entry.source)).toEqual(['server', 'web', 'web', 'api', 'api', 'server']);
    // The completion line names the request it ends.
    expect(entries[2]?.text).toContain('GET /network/assets/index-Ab12Cd34.js');
    expect(entries[2]?.text).toContain('→ 200');
  });

  it('keeps the chosen sources at or above the level', () => {
    const apiAndServer = filterLogEntries(entries, { minLevel: 10, sources: ['api', 'server'] });
    expect(apiAndServer.map((entry) => entry.source)).toEqual(['server', 'api', 'api', 'server']);
    const warnings = filterLogEntries(entries, { minLevel: 40, sources: ['api', 'web', 'server'] });
    expect(warnings.map((entry) => entry.text)).toEqual([entries[4]?.text, 'plain text']);
  });
});
