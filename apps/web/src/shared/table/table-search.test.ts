import { describe, expect, it } from 'vitest';
import {
  CLEARED_TABLE_SEARCH,
  decodeSort,
  decodeTableState,
  encodeSort,
  encodeTableState,
  TABLE_SEARCH_KEYS,
} from './table-search';

describe('sort in the URL', () => {
  it('reads `name:asc,ip:desc` in order', () => {
    expect(decodeSort('name:asc,ip:desc')).toEqual([
      { id: 'name', desc: false },
      { id: 'ip', desc: true },
    ]);
  });

  it('skips malformed parts and repeated columns', () => {
    expect(decodeSort('name:up,:asc,ip,vendor:desc,vendor:asc')).toEqual([{ id: 'vendor', desc: true }]);
    expect(decodeSort('nonsense')).toBeUndefined();
    expect(decodeSort('')).toBeUndefined();
    expect(decodeSort(undefined)).toBeUndefined();
  });

  it('keeps a colon inside a column id', () => {
    expect(decodeSort('attr:os:desc')).toEqual([{ id: 'attr:os', desc: true }]);
  });

  it('writes the same form', () => {
    expect(
      encodeSort([
        { id: 'name', desc: false },
        { id: 'ip', desc: true },
      ]),
    ).toBe('name:asc,ip:desc');
    expect(encodeSort([])).toBeUndefined();
    expect(encodeSort(undefined)).toBeUndefined();
  });
});

describe('table state in the URL', () => {
  it('decodes every key', () => {
    expect(
      decodeTableState({
        sort: 'name:desc',
        q: 'core',
        filters: { vendor: 'Cisco', name: '' },
        cols: 'ip,note',
      }),
    ).toEqual({
      sort: [{ id: 'name', desc: true }],
      search: 'core',
      filters: { vendor: 'Cisco' },
      hidden: ['ip', 'note'],
    });
  });

  it('tells "default columns" (no cols) from "none hidden" (empty cols)', () => {
    expect(decodeTableState({})).toEqual({});
    expect(decodeTableState({ cols: '' })).toEqual({ hidden: [] });
  });

  it('encodes every key and removes empty ones with undefined', () => {
    expect(encodeTableState({})).toEqual({
      sort: undefined,
      q: undefined,
      filters: undefined,
      cols: undefined,
    });
    expect(
      encodeTableState({
        sort: [{ id: 'ip', desc: false }],
        search: 'sw',
        filters: { vendor: 'Juniper', name: '' },
        hidden: [],
      }),
    ).toEqual({ sort: 'ip:asc', q: 'sw', filters: { vendor: 'Juniper' }, cols: '' });
    expect(encodeTableState({ search: '', filters: { name: '' } })).toMatchObject({
      q: undefined,
      filters: undefined,
    });
  });

  it('round-trips', () => {
    const state = {
      sort: [
        { id: 'vendor', desc: false },
        { id: 'name', desc: true },
      ],
      search: 'a,b:c',
      filters: { vendor: 'HPE, Aruba' },
      hidden: ['model'],
    };
    expect(decodeTableState(encodeTableState(state))).toEqual(state);
  });

  it('clears every key of the list state', () => {
    expect(CLEARED_TABLE_SEARCH).toEqual({
      sort: undefined,
      q: undefined,
      filters: undefined,
      cols: undefined,
    });
    expect(Object.keys(CLEARED_TABLE_SEARCH).sort()).toEqual([...TABLE_SEARCH_KEYS].sort());
  });
});
