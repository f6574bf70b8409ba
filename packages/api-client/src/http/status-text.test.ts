import { describe, expect, it } from 'vitest';
import { statusText } from './status-text';

describe('statusText', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [409, 'Conflict'],
    [413, 'Content Too Large'],
    [422, 'Unprocessable Content'],
    [429, 'Too Many Requests'],
    [451, 'Unavailable For Legal Reasons'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [511, 'Network Authentication Required'],
  ])('names %i %s', (status, name) => {
    expect(statusText(status)).toBe(name);
  });

  it.each([302, 399, 418, 420, 499, 509, 512, 599])('gives Generic Error for %i', (status) => {
    expect(statusText(status)).toBe('Generic Error');
  });

  it('has a name for every assigned code of 400–511 and nothing outside', () => {
    const named = Array.from({ length: 700 }, (_, status) => status).filter(
      (status) => statusText(status) !== 'Generic Error',
    );
    expect(named).toHaveLength(39);
    expect(Math.min(...named)).toBe(400);
    expect(Math.max(...named)).toBe(511);
  });
});
