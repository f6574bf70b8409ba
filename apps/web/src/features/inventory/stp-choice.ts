/**
 * The Spanning Tree view's protocol or instance: the one the URL names while the network has it, else the
 * first one (null while there is none), so that a stale shared link still shows a tree.
 */
export function chosenOrFirst(available: readonly string[], chosen: string | undefined): string | null {
  if (chosen !== undefined && available.includes(chosen)) return chosen;
  return available[0] ?? null;
}
