import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { countMatches, formatLogLine, splitMatches } from './format';

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
