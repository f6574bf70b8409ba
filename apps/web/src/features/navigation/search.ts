import * as v from 'valibot';
import { DEFAULT_NETWORK_ID, DEFAULT_SNAPSHOT_ID } from '../../constants';

/** A positive integer id read from the URL, which may arrive as a number or a numeric string. */
function idParam(fallbackId: number) {
  return v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
        v.integer(),
        v.minValue(1),
      ),
      fallbackId,
    ),
    fallbackId,
  );
}

/**
 * Text from the URL: the router reads `q=123` as a number and `q=true` as a boolean, so scalars become text.
 * Anything else (objects, arrays) is dropped.
 */
const tableText = v.fallback(
  v.optional(
    v.union([v.string(), v.pipe(v.number(), v.transform(String)), v.pipe(v.boolean(), v.transform(String))]),
  ),
  undefined,
);

/** Column filters as a JSON object `{columnId: value}` (the router writes objects to the URL as JSON). */
const tableFilters = v.fallback(
  v.optional(
    v.pipe(
      v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
      v.transform((filters) =>
        Object.fromEntries(Object.entries(filters).map(([id, value]) => [id, String(value)])),
      ),
    ),
  ),
  undefined,
);

/**
 * List state of the shared table (`useUrlTableState`), accepted on every route and not carried to other pages:
 * `sort=name:asc,ip:desc`, `q` (search), `filters={"vendor":"Cisco"}`, `cols` (hidden column ids, comma-separated).
 */
export const tableSearchEntries = {
  sort: tableText,
  q: tableText,
  filters: tableFilters,
  cols: tableText,
};

/** The global URL parameters kept on every navigation (spec §2), plus the optional list state. */
export const globalSearchSchema = v.object({
  network: idParam(DEFAULT_NETWORK_ID),
  snapshot: idParam(DEFAULT_SNAPSHOT_ID),
  ...tableSearchEntries,
});

export type GlobalSearch = v.InferOutput<typeof globalSearchSchema>;

export const GLOBAL_SEARCH_KEYS = ['network', 'snapshot'] as const;

const optionalText = v.fallback(v.optional(v.string()), undefined);

/** Netmap deep-link parameters, e.g. `?search=core&dataType=All&viewMode=basegraph`. */
export const netmapSearchSchema = v.object({
  search: optionalText,
  dataType: optionalText,
  viewMode: optionalText,
});

export type NetmapSearch = v.InferOutput<typeof netmapSearchSchema>;

/** The device list's view tab; `view=Devices` selects the first. */
export const DEVICE_VIEWS = ['Devices', 'Neighbors', 'Routes', 'Ports', 'Spanning Tree'] as const;

export const deviceListSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(DEVICE_VIEWS), 'Devices'), 'Devices'),
});

/** The sign-in page's return target. */
export const loginSearchSchema = v.object({
  from: optionalText,
});
