/** Device status categories of the analytics call, as shown. */
export function statusDisplayName(status: string): string {
  return status.length === 0 ? status : `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
}

/** Chart rows with display names; rows whose names meet after renaming are added up, largest first. */
export function renameRows(
  rows: readonly { name: string; value: number }[],
  rename: (name: string) => string,
): { name: string; value: number }[] {
  const merged = new Map<string, number>();
  for (const row of rows) {
    const name = rename(row.name);
    merged.set(name, (merged.get(name) ?? 0) + row.value);
  }
  return [...merged.entries()]
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/** The largest `limit - 1` rows and the rest added up as `Other` (a readable chart of a long tail). */
export function topRows(
  rows: readonly { name: string; value: number }[],
  limit: number,
  otherLabel = 'Other',
): { name: string; value: number }[] {
  if (rows.length <= limit) return [...rows];
  const head = rows.slice(0, limit - 1);
  const rest = rows.slice(limit - 1).reduce((sum, row) => sum + row.value, 0);
  return [...head, { name: otherLabel, value: rest }];
}
