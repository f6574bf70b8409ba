import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './index';
import {
  asStoredJsonb,
  compareBytes,
  compareJsonbKeys,
  hasPendingDocs,
  holdPendingDocs,
  pendingDocs,
  pendingRawDocs,
  releasePendingDocs,
} from './pending-docs';

describe('held documents', () => {
  const scope = { networkId: 1, snapshotId: 1 };

  it('answers one decoded document per id, the last one given, in the order of the ids’ bytes', () => {
    const db = {} as Db;
    const shared = { tags: ['a'] };
    holdPendingDocs(db, scope, 'device', () => [
      { id: 'b', data: { name: 'first b' } },
      { id: 'B', data: { name: 'upper', shared } },
      { id: 'a', data: { name: 'a', undefinedMember: undefined, shared } },
      { id: 'b', data: { name: 'second b' } },
    ]);
    const held = pendingDocs(db, scope, 'device');
    expect(held?.docs).toEqual([{ name: 'upper', shared }, { name: 'a', shared }, { name: 'second b' }]);
    // As decoded from stored JSON: no undefined members, nothing shared between documents.
    expect(Object.keys(held?.docs[1] as object)).toEqual(['name', 'shared']);
    const [upper, lower] = (held?.docs ?? []) as { shared: object }[];
    expect(upper?.shared).not.toBe(lower?.shared);
    expect(held?.positions.get('b')).toBe(2);
    expect(pendingDocs(db, scope, 'host')).toBeUndefined();
    expect(pendingDocs(db, { networkId: 2, snapshotId: 1 }, 'device')).toBeUndefined();
  });

  it('builds the documents once, when first asked for, and answers the same list until released', () => {
    const db = {} as Db;
    let built = 0;
    holdPendingDocs(db, scope, 'vlan', () => {
      built += 1;
      return [{ id: '10', data: { vlan_id: 10 } }];
    });
    expect(built).toBe(0);
    expect(hasPendingDocs(db)).toBe(true);
    expect(pendingRawDocs(db, scope, 'vlan')).toEqual([{ id: '10', data: { vlan_id: 10 } }]);
    const first = pendingDocs(db, scope, 'vlan');
    expect(pendingDocs(db, scope, 'vlan')).toBe(first);
    expect(built).toBe(1);
    releasePendingDocs(db);
    expect(hasPendingDocs(db)).toBe(false);
    expect(pendingDocs(db, scope, 'vlan')).toBeUndefined();
    expect(pendingRawDocs(db, scope, 'vlan')).toBeUndefined();
  });

  it('orders ids by their UTF-8 bytes, as the C collation does', () => {
    expect(['b', 'B', 'ä', 'a1', 'a', 'z'].sort(compareBytes)).toEqual(['B', 'a', 'a1', 'b', 'z', 'ä']);
    expect(['\u{1F600}', '\uFFFD'].sort(compareBytes)).toEqual(['\uFFFD', '\u{1F600}']);
  });
});

describe('asStoredJsonb', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
  });
  afterAll(async () => {
    await pg.close();
  });

  it('gives the members in the order and form JSONB gives them back', async () => {
    const value = {
      zeta: 1,
      b: [3, { yy: true, x: null, aaa: 'a' }, undefined],
      id: 'D1',
      ä: 'umlaut key, two bytes',
      zz: 'two ASCII bytes',
      '10': 'integer-like key',
      '9': 'another',
      nested: { interfaces: [{ speed: 1000, if_no: 'Gi1/0/1', duplex: 'full' }] },
      gone: undefined,
      date: new Date(Date.UTC(2026, 0, 2)),
      notANumber: Number.NaN,
      big: 1e21,
      tiny: 1e-7,
    };
    const result = await pg.query<{ v: unknown }>('SELECT $1::jsonb AS v', [JSON.stringify(value)]);
    const stored = result.rows[0]?.v;
    // Order-sensitive: the serialised texts must be the same, not only the values.
    expect(JSON.stringify(asStoredJsonb(value))).toBe(JSON.stringify(stored));
    expect(Object.keys(asStoredJsonb(value) as object)).toEqual(Object.keys(stored as object));
  });

  it('orders keys by byte length first, then by bytes', () => {
    expect(['bb', 'a', 'ab', 'ccc', 'B'].sort(compareJsonbKeys)).toEqual(['B', 'a', 'ab', 'bb', 'ccc']);
    // 'ä' is two bytes in UTF-8: longer than any one-character ASCII key, as long as 'zz' and after it.
    expect(['ä', 'zz', 'z'].sort(compareJsonbKeys)).toEqual(['z', 'zz', 'ä']);
  });
});
