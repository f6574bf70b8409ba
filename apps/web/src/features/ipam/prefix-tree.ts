/** The prefixes of a network as a tree per VRF (spec §2 Prefixes page), from the server's `parent_id`. */

export type TreePrefix = { id: number; prefix: string; vrf_id: number | null; parent_id: number | null };

export type PrefixNode<T extends TreePrefix> = { prefix: T; children: PrefixNode<T>[] };

export type VrfTree<T extends TreePrefix> = { vrfId: number | null; roots: PrefixNode<T>[]; count: number };

/**
 * Groups the prefixes by VRF and nests them by `parent_id`, keeping the given order (the server sorts a
 * parent before its children). A prefix whose parent is not in the list (filtered out) becomes a root.
 * VRFs come in order of first appearance, the global table (null) first.
 */
export function buildPrefixForest<T extends TreePrefix>(prefixes: readonly T[]): VrfTree<T>[] {
  const nodes = new Map<number, PrefixNode<T>>();
  for (const prefix of prefixes) nodes.set(prefix.id, { prefix, children: [] });
  const trees = new Map<number | null, VrfTree<T>>();
  for (const prefix of prefixes) {
    let tree = trees.get(prefix.vrf_id);
    if (!tree) {
      tree = { vrfId: prefix.vrf_id, roots: [], count: 0 };
      trees.set(prefix.vrf_id, tree);
    }
    tree.count += 1;
    const node = nodes.get(prefix.id);
    if (!node) continue;
    const parent = prefix.parent_id === null ? undefined : nodes.get(prefix.parent_id);
    if (parent && parent.prefix.vrf_id === prefix.vrf_id && parent !== node) parent.children.push(node);
    else tree.roots.push(node);
  }
  return [...trees.values()].sort((a, b) => (a.vrfId === null ? -1 : b.vrfId === null ? 1 : 0));
}

export type TreeRow<T extends TreePrefix> = {
  prefix: T;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
};

/** The visible rows of a tree: children follow their parent only when it is expanded. */
export function visibleRows<T extends TreePrefix>(
  roots: readonly PrefixNode<T>[],
  expanded: ReadonlySet<number>,
): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const walk = (nodes: readonly PrefixNode<T>[], depth: number) => {
    for (const node of nodes) {
      const isOpen = expanded.has(node.prefix.id);
      rows.push({ prefix: node.prefix, depth, hasChildren: node.children.length > 0, expanded: isOpen });
      if (isOpen) walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return rows;
}

/** Ids of every prefix that has children (for 'expand all'). */
export function parentIds<T extends TreePrefix>(roots: readonly PrefixNode<T>[]): number[] {
  const ids: number[] = [];
  const walk = (nodes: readonly PrefixNode<T>[]) => {
    for (const node of nodes) {
      if (node.children.length > 0) ids.push(node.prefix.id);
      walk(node.children);
    }
  };
  walk(roots);
  return ids;
}

/**
 * The trees pruned to the prefixes that match and the ancestors that lead to them, with those ancestors to be
 * shown open (`open`), so that every match is visible. Trees without a match are left out.
 */
export function matchingForest<T extends TreePrefix>(
  forest: readonly VrfTree<T>[],
  matches: (prefix: T) => boolean,
): { forest: VrfTree<T>[]; open: number[] } {
  const open: number[] = [];
  const prune = (nodes: readonly PrefixNode<T>[]): PrefixNode<T>[] =>
    nodes.flatMap((node) => {
      const children = prune(node.children);
      if (children.length > 0) open.push(node.prefix.id);
      return children.length > 0 || matches(node.prefix) ? [{ prefix: node.prefix, children }] : [];
    });
  const trees = forest.flatMap((tree) => {
    const roots = prune(tree.roots);
    return roots.length > 0 ? [{ vrfId: tree.vrfId, roots, count: countNodes(roots) }] : [];
  });
  return { forest: trees, open };
}

function countNodes<T extends TreePrefix>(nodes: readonly PrefixNode<T>[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

/** Every row of the trees, children after their parent at every depth (what an export of the list holds). */
export function allRows<T extends TreePrefix>(roots: readonly PrefixNode<T>[]): TreeRow<T>[] {
  return visibleRows(roots, new Set(parentIds(roots)));
}
