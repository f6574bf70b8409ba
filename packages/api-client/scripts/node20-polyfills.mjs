// Orval 8 calls Map.groupBy / Object.groupBy (Node 21+); our machines run Node 20.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => Object.fromEntries(Map.groupBy(items, keyOf));
}
