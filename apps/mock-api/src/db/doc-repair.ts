/**
 * Documents stored before the contract bounded every field (or written by hand into the database) may not
 * have the shape readers expect: a host whose MAC is not a text, an address entry without an address. A page
 * must not fail for everyone because of one such document, so they are repaired as they are read: the
 * fields readers rely on get a harmless value, entries that name no address are left out, and the repair is
 * reported (once per document version read) so an administrator can fix the source. A sound document is
 * returned as it is (same object), so memoising by identity keeps working.
 */
type Json = Record<string, unknown>;

export type RepairReport = { kind: string; docId: string; fixes: string[] };
type Reporter = (report: RepairReport) => void;

let reporter: Reporter | undefined;

/** Where repairs are reported (the server's logger); one reporter per process. */
export function reportRepairsTo(report: Reporter | undefined): void {
  reporter = report;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAddressEntry = (value: unknown) =>
  isObject(value) && (typeof value.ipv4 === 'string' || typeof value.ipv6 === 'string');
const isIntList = (value: unknown) => Array.isArray(value) && value.every((item) => Number.isInteger(item));

function repairHost(doc: Json, fixes: string[]): Json {
  const data = isObject(doc.data) ? doc.data : {};
  if (!isObject(doc.data)) fixes.push('data');
  const out: Json = { ...data };
  if (!isObject(data.mac) || typeof data.mac.address !== 'string') {
    out.mac = { address: '' };
    fixes.push('mac');
  }
  if (!Array.isArray(data.addresses) || !data.addresses.every(isAddressEntry)) {
    out.addresses = Array.isArray(data.addresses) ? data.addresses.filter(isAddressEntry) : [];
    fixes.push('addresses');
  }
  if (!isIntList(data.vlan_ids)) {
    out.vlan_ids = [];
    fixes.push('vlan_ids');
  }
  if (typeof data.hw_id !== 'string') {
    out.hw_id = String(data.hw_id ?? '');
    fixes.push('hw_id');
  }
  if (typeof data.vendor !== 'string') {
    out.vendor = '';
    fixes.push('vendor');
  }
  if (typeof data.last_seen !== 'number') {
    out.last_seen = 0;
    fixes.push('last_seen');
  }
  const tagIds = isIntList(doc.tag_ids) ? doc.tag_ids : [];
  if (tagIds !== doc.tag_ids) fixes.push('tag_ids');
  return { ...doc, tag_ids: tagIds, data: out };
}

function repairDevice(doc: Json, fixes: string[]): Json {
  const data = isObject(doc.data) ? doc.data : {};
  if (!isObject(doc.data)) fixes.push('data');
  const out: Json = { ...data };
  if (data.mac !== undefined && (!isObject(data.mac) || typeof data.mac.address !== 'string')) {
    out.mac = { address: '' };
    fixes.push('mac');
  }
  if (data.ip_address !== undefined && data.ip_address !== null && typeof data.ip_address !== 'string') {
    out.ip_address = '';
    fixes.push('ip_address');
  }
  if (typeof data.name !== 'string') {
    out.name = String(data.name ?? '');
    fixes.push('name');
  }
  if (data.ip_configs !== undefined) {
    const configs = isObject(data.ip_configs) ? data.ip_configs : {};
    const sound = Object.values(configs).every(
      (config) =>
        isObject(config) && Array.isArray(config.ip_interfaces) && config.ip_interfaces.every(isAddressEntry),
    );
    if (!isObject(data.ip_configs) || !sound) {
      out.ip_configs = Object.fromEntries(
        Object.entries(configs)
          .filter(([, config]) => isObject(config))
          .map(([name, config]) => {
            const entry = config as Json;
            const list = Array.isArray(entry.ip_interfaces) ? entry.ip_interfaces.filter(isAddressEntry) : [];
            return [name, { ...entry, ip_interfaces: list }];
          }),
      );
      fixes.push('ip_configs');
    }
  }
  const tagIds = isIntList(doc.tag_ids) ? doc.tag_ids : [];
  if (tagIds !== doc.tag_ids) fixes.push('tag_ids');
  return { ...doc, tag_ids: tagIds, data: out };
}

const REPAIRS: Record<string, (doc: Json, fixes: string[]) => Json> = {
  host: repairHost,
  device: repairDevice,
};

/** The document as readers may use it: itself when sound, else a repaired copy (reported). */
export function repairedDoc(kind: string, docId: string, doc: unknown): unknown {
  const repair = REPAIRS[kind];
  if (!repair) return doc;
  const fixes: string[] = [];
  const repaired = repair(isObject(doc) ? doc : {}, fixes);
  if (fixes.length === 0) return doc;
  reporter?.({ kind, docId, fixes });
  return repaired;
}
