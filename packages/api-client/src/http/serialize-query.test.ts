import { describe, expect, it } from 'vitest';
import { serializeQuery, withQuery } from './serialize-query';

describe('serializeQuery', () => {
  it('writes arrays in bracket style', () => {
    expect(serializeQuery({ tag_ids: [1, 2] })).toBe('tag_ids[]=1&tag_ids[]=2');
  });

  it('keeps a name that already ends with [] as it is', () => {
    expect(serializeQuery({ 'tag_ids[]': [1, 2] })).toBe('tag_ids[]=1&tag_ids[]=2');
  });

  it('nests objects as key[field]', () => {
    expect(serializeQuery({ filter: { name: 'x', vendor: ['cisco', 'moxa'] } })).toBe(
      'filter[name]=x&filter[vendor][]=cisco&filter[vendor][]=moxa',
    );
  });

  it('skips undefined and null, also inside arrays and objects', () => {
    expect(serializeQuery({ a: undefined, b: null, c: [1, null, 3], d: { e: undefined, f: 0 } })).toBe(
      'c[]=1&c[]=3&d[f]=0',
    );
  });

  it('keeps false, zero and the empty string', () => {
    expect(serializeQuery({ reset_db: false, tail: 0, search: '' })).toBe('reset_db=false&tail=0&search=');
  });

  it('percent-encodes names and values but not brackets', () => {
    expect(serializeQuery({ search: 'a b&c=d/é', 'odd key': '1' })).toBe(
      'search=a%20b%26c%3Dd%2F%C3%A9&odd%20key=1',
    );
  });

  it('writes dates as ISO text and indexes objects inside arrays', () => {
    expect(serializeQuery({ at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe(
      'at=2024-01-02T03%3A04%3A05.000Z',
    );
    expect(serializeQuery({ sort: [{ id: 'name', desc: true }] })).toBe(
      'sort[0][id]=name&sort[0][desc]=true',
    );
  });

  it('gives nothing for no parameters or an empty array', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({ tag_ids: [] })).toBe('');
  });
});

describe('withQuery', () => {
  it('appends with ? or & and leaves a URL without parameters alone', () => {
    expect(withQuery('/api/x', { a: 1 })).toBe('/api/x?a=1');
    expect(withQuery('/api/x?y=2', { a: 1 })).toBe('/api/x?y=2&a=1');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });
});
