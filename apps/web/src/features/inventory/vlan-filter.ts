/**
 * The host list's VLAN filter rides in the list's URL state (`filters={"vlan_ids":"100,200"}`): the key is no
 * column, so the table leaves it alone, and the page sends it to the server as `vlan_ids[]`.
 */
export const VLAN_FILTER_KEY = 'vlan_ids';

export function parseVlanFilter(text: string | undefined): number[] {
  if (!text) return [];
  return [...new Set(text.split(',').map((part) => Number(part.trim())))].filter(
    (id) => Number.isInteger(id) && id > 0,
  );
}

/** '' when empty, which removes the key from the URL. */
export function vlanFilterText(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}
