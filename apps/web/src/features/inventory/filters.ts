import type { ListDevicesParams } from '@lne/api-client';
import type { DeviceListSearch } from '../../shared/navigation/search';
import { dateBoundToUnix } from './format';

export type Scope = { network: number; snapshot: number };

/**
 * The device filters of spec §3 as the list call takes them (`search` comes from the list's search box). The
 * list asks for `view=summary`: the columns it shows, without every device's ports, hosts, routes and
 * neighbours (a tenth of the bytes on a large network).
 */
export function deviceListParams(
  scope: Scope,
  filters: Omit<DeviceListSearch, 'view'>,
  search: string | undefined,
): ListDevicesParams {
  const params: ListDevicesParams = {
    explorer_network_id: scope.network,
    snapshot_id: scope.snapshot,
    view: 'summary',
  };
  const text = search?.trim();
  if (text) params.search = text;
  if (filters.tagIds?.length) params['tag_ids[]'] = [...filters.tagIds];
  const bounds = {
    lastseen_from: dateBoundToUnix(filters.lastseenFrom, 'from'),
    lastseen_to: dateBoundToUnix(filters.lastseenTo, 'to'),
    created_from: dateBoundToUnix(filters.createdFrom, 'from'),
    created_to: dateBoundToUnix(filters.createdTo, 'to'),
  };
  for (const [key, value] of Object.entries(bounds)) {
    if (value !== undefined) params[key as keyof typeof bounds] = value;
  }
  return params;
}

/** Whether any of the filters besides the search is set (for the 'Clear filters' button). */
export function hasDeviceFilters(filters: Omit<DeviceListSearch, 'view'>): boolean {
  return Boolean(
    filters.tagIds?.length ||
      filters.lastseenFrom ||
      filters.lastseenTo ||
      filters.createdFrom ||
      filters.createdTo,
  );
}
