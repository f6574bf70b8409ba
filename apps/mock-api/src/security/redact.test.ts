import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it('replaces the values of token-like query parameters and keeps the rest', () => {
    expect(redactUrl('/api/version?access_token=eyJ.a.b&x=1')).toBe(
      '/api/version?access_token=[redacted]&x=1',
    );
    expect(redactUrl('/a?token=t&TOKEN=u&api_key=k&apikey=k2&password=p&code=c&keep=v')).toBe(
      '/a?token=[redacted]&TOKEN=[redacted]&api_key=[redacted]&apikey=[redacted]&password=[redacted]&code=[redacted]&keep=v',
    );
    expect(redactUrl('/a?access%5Ftoken=t&tokens=v')).toBe('/a?access%5Ftoken=[redacted]&tokens=v');
    expect(redactUrl('/a?%zz=1&token')).toBe('/a?%zz=1&token');
    expect(redactUrl('/a/b')).toBe('/a/b');
  });
});
