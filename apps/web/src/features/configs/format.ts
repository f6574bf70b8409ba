/**
 * The two snapshots Config Diffs compares (ids newest first): those the URL chose while they exist in the
 * network, else the newest (usually live) and the one before it.
 */
export function pickSnapshots(
  ids: readonly number[],
  from: number | undefined,
  to: number | undefined,
): { from: number | undefined; to: number | undefined } {
  const exists = (id: number | undefined): id is number => id !== undefined && ids.includes(id);
  return { from: exists(from) ? from : ids[1], to: exists(to) ? to : ids[0] };
}
