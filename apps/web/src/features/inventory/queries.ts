import { getGetDeviceQueryOptions, getGetHostQueryOptions } from '@lne/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { inBackground } from '../../shared/context/queries';
import { PAGE_SHOWS_NOT_FOUND } from '../../shared/errors/meta';

type Where = { network: number; snapshot: number };

/** The device a details page shows, read while the page's code loads (the route's loader). */
export function prefetchDevice(queryClient: QueryClient, id: string, where: Where): void {
  inBackground(
    queryClient.ensureQueryData(
      getGetDeviceQueryOptions(
        id,
        { explorer_network_id: where.network, snapshot_id: where.snapshot },
        // The page says itself that the device is missing (its read has the same meta).
        { query: { meta: PAGE_SHOWS_NOT_FOUND } },
      ),
    ),
  );
}

/** The host a details page shows, read while the page's code loads (the route's loader). */
export function prefetchHost(queryClient: QueryClient, id: string, where: Where): void {
  inBackground(
    queryClient.ensureQueryData(
      getGetHostQueryOptions(
        id,
        { explorer_network_id: where.network, snapshot_id: where.snapshot },
        { query: { meta: PAGE_SHOWS_NOT_FOUND } },
      ),
    ),
  );
}
