/**
 * Sorted views of the decoded documents of `readDocs`, kept per state of the documents and derived from the
 * previous state's order when only a few documents changed: `readDocs` keeps unchanged documents by identity,
 * so the kept ones are already in order and only the changed ones need placing (a merge), instead of sorting
 * thousands again with a costly comparison (names compare by locale).
 */
export type Compare<T> = (a: T, b: T) => number;

/** Above this share of changed documents a full sort is cheaper than the merge's bookkeeping. */
const MERGE_SHARE = 0.25;
/** States remembered per sorter: one per scope (network and snapshot) in use. */
const SCOPES = 16;

/**
 * `docs` sorted by `compare`, which must order them totally (no two documents equal), given the sorted order of
 * an earlier state of the same documents. Documents present in both (by identity) keep their relative order.
 */
export function sortFrom<T extends object>(
  docs: readonly T[],
  previous: { docs: readonly T[]; sorted: readonly T[] } | undefined,
  compare: Compare<T>,
): T[] {
  if (!previous) return [...docs].sort(compare);
  const before = new Set(previous.docs);
  const added = docs.filter((doc) => !before.has(doc));
  if (added.length > docs.length * MERGE_SHARE) return [...docs].sort(compare);
  const now = new Set(docs);
  const kept = previous.sorted.filter((doc) => now.has(doc));
  added.sort(compare);
  const sorted: T[] = new Array(kept.length + added.length);
  let k = 0;
  let a = 0;
  for (let index = 0; index < sorted.length; index += 1) {
    const fromKept = kept[k];
    const fromAdded = added[a];
    if (fromAdded === undefined || (fromKept !== undefined && compare(fromKept, fromAdded) <= 0)) {
      sorted[index] = fromKept as T;
      k += 1;
    } else {
      sorted[index] = fromAdded;
      a += 1;
    }
  }
  return sorted;
}

/**
 * A memoised sort of document arrays: the same sorted array for the same input array (by identity), and a
 * new input of a scope sorted from that scope's previous one (`sortFrom`).
 */
export function docSorter<T extends object>(compare: Compare<T>) {
  const memo = new WeakMap<readonly T[], readonly T[]>();
  const lastOfScope = new Map<string, { docs: readonly T[]; sorted: readonly T[] }>();
  return (scopeKey: string, docs: readonly T[]): readonly T[] => {
    const hit = memo.get(docs);
    if (hit) return hit;
    const sorted = sortFrom(docs, lastOfScope.get(scopeKey), compare);
    memo.set(docs, sorted);
    lastOfScope.delete(scopeKey);
    lastOfScope.set(scopeKey, { docs, sorted });
    if (lastOfScope.size > SCOPES) {
      const oldest = lastOfScope.keys().next().value;
      if (oldest !== undefined) lastOfScope.delete(oldest);
    }
    return sorted;
  };
}
