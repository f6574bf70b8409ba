export type SearchField = 'name' | 'ip' | 'mac' | 'serial' | 'label' | 'tags' | 'vendor';

export type SearchHit = { id: string; score: number; field: SearchField };

export type SearchEntry = { id: string; kind: 'device' | 'host' | 'custom'; values: [SearchField, string][] };

export type SearchIndex = { entries: SearchEntry[] };

/** The `dataType` filter of the netmap: everything, devices only, or hosts only. */
export type DataType = 'all' | 'devices' | 'hosts';
