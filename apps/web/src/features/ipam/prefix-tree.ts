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
