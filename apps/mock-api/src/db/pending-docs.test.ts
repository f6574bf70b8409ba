import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../seed/index';
import type { Db } from './index';
import {
  asStoredJsonb,
  compareBytes,
  compareJsonbKeys,
  type DocTexts,
  hasPendingDocs,
  heldDocLists,
  holdPendingDocs,
  pendingDocs,
  pendingDocTexts,
  releasePendingDocs,
  storedDocTexts,
  storedJsonText,
} from './pending-docs';
import { datasetDocs, SeededStates } from './seed-network';

describe('held documents', () => {
  const scope = { networkId: 1, snapshotId: 1 };

  it('stores one document per id, the last one given, in the order of the ids’ bytes, as JSONB gives it back', () => {
    const shared = { tags: ['a'] };
    const texts = storedDocTexts([
      { id: 'b', data: { name: 'first b' } },
      { id: 'B', data: { name: 'upper', shared } },
      { id: 'a', data: { shared, name: 'a', undefinedMember: undefined } },
      { id: 'b', data: { name: 'second b' } },
    ]);
    expect(texts).toEqual({
      ids: ['B', 'a', 'b'],
      texts: [
        '{"name":"upper","shared":{"tags":["a"]}}',
        '{"name":"a","shared":{"tags":["a"]}}',
        '{"name":"second b"}',
      ],
    });
  });

  it('answers the decoded documents once they arrive, the same list until released', async () => {
    const db = {} as Db;
    let arrive: (texts: DocTexts) => void = () => undefined;
    holdPendingDocs(
      db,
      scope,
      'device',
      new Promise<DocTexts>((resolve) => {
        arrive = resolve;
      }),
    );
    expect(hasPendingDocs(db)).toBe(true);
    const reading = pendingDocs(db, scope, 'device');
    expect(reading).toBeDefined();
    arrive(
      storedDocTexts([
        { id: 'x', data: { shared: { n: 1 } } },
        { id: 'y', data: { shared: { n: 1 } } },
      ]),
    );
    const held = await reading;
    expect(held?.docs).toEqual([{ shared: { n: 1 } }, { shared: { n: 1 } }]);
    expect(held?.positions.get('y')).toBe(1);
    // Decoded: nothing shared between documents.
    const [x, y] = (held?.docs ?? []) as { shared: object }[];
    expect(x?.shared).not.toBe(y?.shared);
    expect(pendingDocs(db, scope, 'device')).toBe(reading);
    expect(heldDocLists(db)).toEqual([{ scope, kind: 'device', list: held }]);
    expect(pendingDocs(db, scope, 'host')).toBeUndefined();
    expect(pendingDocs(db, { networkId: 2, snapshotId: 1 }, 'device')).toBeUndefined();
    releasePendingDocs(db);
    expect(hasPendingDocs(db)).toBe(false);
    expect(pendingDocs(db, scope, 'device')).toBeUndefined();
    expect(pendingDocTexts(db, scope, 'device')).toBeUndefined();
  });

  it('a failure to generate reaches the readers', async () => {
    const db = {} as Db;
    holdPendingDocs(db, scope, 'vlan', Promise.reject(new Error('generator failed')));
    await expect(pendingDocs(db, scope, 'vlan')).rejects.toThrow('generator failed');
    await expect(pendingDocTexts(db, scope, 'vlan')).rejects.toThrow('generator failed');
    expect(heldDocLists(db)).toEqual([]);
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
    expect(storedJsonText(value)).toBe(JSON.stringify(stored));
  });

  it('orders keys by byte length first, then by bytes', () => {
    expect(['bb', 'a', 'ab', 'ccc', 'B'].sort(compareJsonbKeys)).toEqual(['B', 'a', 'ab', 'bb', 'ccc']);
    // 'ä' is two bytes in UTF-8: longer than any one-character ASCII key, as long as 'zz' and after it.
    expect(['ä', 'zz', 'z'].sort(compareJsonbKeys)).toEqual(['z', 'zz', 'ä']);
  });
});

describe('storedJsonText', () => {
  const copyText = (value: unknown) => JSON.stringify(asStoredJsonb(value));

  it('writes what the stored copy serialises to, for the edge cases of JSON', () => {
    const values: unknown[] = [
      null,
      undefined,
      0,
      -0,
      1e21,
      Number.POSITIVE_INFINITY,
      'quote " and \\ and \u2028 and \u0000',
      true,
      [undefined, () => 1, Symbol('s'), Number.NaN, [[]], {}],
      { '4294967295': 'not an index', '4294967294': 'index', '01': 'not canonical', '1': 'one', a: 1 },
      { '2': 'b', '10': 'a', bb: 1, a: 2, ä: 3, z: undefined, f: () => 1 },
      { toJSON: () => ({ y: 1, x: [new Date(0)] }) },
      { nested: { toJSON: () => 'text' }, s: Symbol('gone') },
    ];
    for (const value of values) expect(storedJsonText(value)).toBe(copyText(value));
  });

  it('writes objects of many shapes that share their first and last keys as their copies do', () => {
    const shapes = Array.from({ length: 20 }, (_, i) => {
      const middle = Array.from({ length: (i % 5) + 1 }, (_, j) => [`k${(i * 7 + j * 3) % 11}`, j]);
      return Object.fromEntries([['first', i], ...middle, ['last', -i]]);
    });
    // Each shape twice, the second time from its known key order.
    for (const value of [...shapes, ...shapes.reverse()]) expect(storedJsonText(value)).toBe(copyText(value));
  });

  it('refuses a BigInt as JSON.stringify does', () => {
    expect(() => storedJsonText({ n: 1n })).toThrow(TypeError);
  });

  it('writes every seeded document as its stored copy serialises', () => {
    const states = new SeededStates(generateDataset({ scale: 1 }));
    let checked = 0;
    for (const part of datasetDocs(states).slice(0, 40)) {
      for (const doc of part.docs()) {
        expect(storedJsonText(doc.data)).toBe(copyText(doc.data));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
