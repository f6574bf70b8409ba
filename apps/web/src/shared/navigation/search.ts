import * as v from 'valibot';
import { DEFAULT_NETWORK_ID, DEFAULT_SNAPSHOT_ID } from '../constants';

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
const tableSearchEntries = {
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
  /** The snapshot the difference view compares with (`viewMode=difference`). */
  diffSnapshot: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
        v.integer(),
        v.minValue(1),
      ),
    ),
    undefined,
  ),
});

/** The device list's view tab; `view=Devices` selects the first. */
export const DEVICE_VIEWS = ['Devices', 'Neighbors', 'Routes', 'Ports', 'Spanning Tree'] as const;

/** A day of a date input, `YYYY-MM-DD`. */
const optionalDay = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

/** Tag ids, as the router reads them from the URL (`tagIds=[1,3]`); anything else is dropped. */
const optionalIds = v.fallback(
  v.optional(
    v.pipe(
      v.array(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))])),
      v.transform((ids) => ids.filter((id) => Number.isInteger(id) && id > 0)),
    ),
  ),
  undefined,
);

/**
 * The device list: its view tab and the device filters of spec §3 (search is the list's `q`), e.g.
 * `?view=Devices&tagIds=[1,3]&lastseenFrom=2026-11-01&createdTo=2026-11-20`.
 */
export const deviceListSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(DEVICE_VIEWS), 'Devices'), 'Devices'),
  tagIds: optionalIds,
  lastseenFrom: optionalDay,
  lastseenTo: optionalDay,
  createdFrom: optionalDay,
  createdTo: optionalDay,
  /** Spanning Tree view: the chosen protocol (`rstp`, `mstp`) and instance number (`0` is the CIST). */
  stpProtocol: tableText,
  stpInstance: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
        v.integer(),
        v.minValue(0),
      ),
    ),
    undefined,
  ),
});

export type DeviceListSearch = v.InferOutput<typeof deviceListSearchSchema>;

/** A positive integer id that is absent unless the URL holds one. */
const optionalId = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
    ),
  ),
  undefined,
);

/** The tabs of device details, in their order; `tab=overview` is the first. */
export const DEVICE_DETAIL_TABS = [
  'overview',
  'ports',
  'neighbors',
  'routes',
  'vlans',
  'stp',
  'notes',
  'tags',
  'findings',
  'configs',
] as const;

/**
 * Device details: the open tab and, on the Configs tab, the version shown (with a line marked, the one an
 * assessment finding points at) and the two versions compared, e.g.
 * `?tab=configs&config=12&line=214&diffFrom=11&diffTo=12`.
 */
export const DEVICE_DETAILS_DEFAULTS = { tab: 'overview' } as const;

export const deviceDetailsSearchSchema = v.object({
  tab: v.fallback(
    v.optional(v.picklist(DEVICE_DETAIL_TABS), DEVICE_DETAILS_DEFAULTS.tab),
    DEVICE_DETAILS_DEFAULTS.tab,
  ),
  config: optionalId,
  line: optionalId,
  diffFrom: optionalId,
  diffTo: optionalId,
});

/** The assessment report: the snapshot its findings are compared with (`?diffSnapshot=3`), none by default. */
export const assessmentReportSearchSchema = v.object({
  diffSnapshot: optionalId,
});

/** How a diff is laid out (the diff viewer's modes). */
const DIFF_LAYOUTS = ['split', 'unified'] as const;

/**
 * History › Config Diffs: what is compared (`source`), the two snapshots, or a device and two of its versions,
 * and the diff layout, e.g. `?source=snapshots&fromSnapshot=3&toSnapshot=1` or
 * `?source=versions&device=01J…&fromVersion=4&toVersion=9&layout=unified`.
 */
/** What Config Diffs shows when the URL says nothing; these values are left out of the URL. */
export const CONFIG_DIFFS_DEFAULTS = { source: 'snapshots', layout: 'split' } as const;

export const configDiffsSearchSchema = v.object({
  source: v.fallback(
    v.optional(v.picklist(['snapshots', 'versions']), CONFIG_DIFFS_DEFAULTS.source),
    CONFIG_DIFFS_DEFAULTS.source,
  ),
  fromSnapshot: optionalId,
  toSnapshot: optionalId,
  device: tableText,
  fromVersion: optionalId,
  toVersion: optionalId,
  layout: v.fallback(
    v.optional(v.picklist(DIFF_LAYOUTS), CONFIG_DIFFS_DEFAULTS.layout),
    CONFIG_DIFFS_DEFAULTS.layout,
  ),
});

export type ConfigDiffsSearch = v.InferOutput<typeof configDiffsSearchSchema>;

/** The sign-in page's return target. */
export const loginSearchSchema = v.object({
  from: optionalText,
});

/**
 * A collection run's parse report: its tab, and the file open in the viewer at a line, e.g.
 * `?tab=warnings&file=configs%2Fas1core1.cfg&line=87`.
 */
export const collectionRunSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['files', 'warnings'])), undefined),
  file: optionalText,
  line: optionalId,
});
