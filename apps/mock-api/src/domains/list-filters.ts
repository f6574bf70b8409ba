/** Query values of the list filters shared by devices, hosts and the graph views. */
export type ListFilters = {
  search?: string | undefined;
  tagIds?: number[] | undefined;
  lastseenFrom?: number | undefined;
  lastseenTo?: number | undefined;
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
};

/** Whether an item passes the filters; `text` holds the searchable values. */
export function matchesFilters(
  filters: ListFilters,
  item: { text: readonly string[]; tagIds: readonly number[]; lastSeen: number; created: number },
): boolean {
  if (filters.search) {
    const needle = filters.search.toLowerCase();
    if (!item.text.some((value) => value.toLowerCase().includes(needle))) return false;
  }
  if (filters.tagIds && filters.tagIds.length > 0 && !filters.tagIds.some((id) => item.tagIds.includes(id)))
    return false;
  if (filters.lastseenFrom !== undefined && item.lastSeen < filters.lastseenFrom) return false;
  if (filters.lastseenTo !== undefined && item.lastSeen > filters.lastseenTo) return false;
  if (filters.createdFrom !== undefined && item.created < filters.createdFrom) return false;
  if (filters.createdTo !== undefined && item.created > filters.createdTo) return false;
  return true;
}

export function unixOf(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}
