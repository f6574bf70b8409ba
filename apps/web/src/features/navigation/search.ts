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

/** The global URL parameters kept on every navigation (spec §2). */
export const globalSearchSchema = v.object({
  network: idParam(DEFAULT_NETWORK_ID),
  snapshot: idParam(DEFAULT_SNAPSHOT_ID),
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
