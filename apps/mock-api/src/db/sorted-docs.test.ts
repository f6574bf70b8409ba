import { describe, expect, it } from 'vitest';
import { docSorter, sortFrom } from './sorted-docs';

type Doc = { id: number; name: string };
const byName = (a: Doc, b: Doc) => a.name.localeCompare(b.name) || a.id - b.id;

/** A deterministic pseudo-random sequence (no flaky inputs). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('sortFrom', () => {
  it('gives the full sort when documents were replaced, added and removed', () => {
    const next = random(7);
    const docs: Doc[] = Array.from({ length: 500 }, (_, id) => ({
      id,
      name: `n${Math.floor(next() * 900)}`,
    }));
    const sorted = [...docs].sort(byName);
    const changed = [...docs];
    changed[10] = { id: 10, name: 'a-renamed' };
    changed[200] = { id: 200, name: 'zz-renamed' };
    changed.splice(300, 1);
    changed.push({ id: 900, name: 'n450' }, { id: 901, name: 'b' });
    const result = sortFrom(changed, { docs, sorted }, byName);
    expect(result).toEqual([...changed].sort(byName));
    // Unchanged documents are the same objects.
    expect(result).toContain(docs[0]);
    expect(result).not.toContain(docs[10]);
    expect(result).not.toContain(docs[300]);
  });

  it('sorts in full without a previous state or when most documents changed', () => {
    const docs: Doc[] = [
      { id: 2, name: 'b' },
      { id: 1, name: 'a' },
    ];
    expect(sortFrom(docs, undefined, byName).map((doc) => doc.id)).toEqual([1, 2]);
    const others: Doc[] = [
      { id: 3, name: 'c' },
      { id: 0, name: 'z' },
    ];
    expect(sortFrom(others, { docs, sorted: [docs[1], docs[0]] as Doc[] }, byName)).toEqual([
      others[0],
      others[1],
    ]);
  });
});

describe('docSorter', () => {
  it('answers the same array for the same input and follows changes per scope', () => {
    const sort = docSorter(byName);
    const docs: Doc[] = [
      { id: 1, name: 'b' },
      { id: 2, name: 'a' },
      { id: 3, name: 'c' },
    ];
    const first = sort('1/1', docs);
    expect(sort('1/1', docs)).toBe(first);
    const renamed = [docs[0], { id: 2, name: 'd' }, docs[2]] as Doc[];
    expect(sort('1/1', renamed).map((doc) => doc.name)).toEqual(['b', 'c', 'd']);
    expect(sort('2/1', [docs[2]] as Doc[]).map((doc) => doc.id)).toEqual([3]);
  });
});
