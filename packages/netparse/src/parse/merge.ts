import { formatCidr, networkOf, parseCidr } from '@lne/ip';
import { emptyDevice } from '../model/empty';
import { interfaceKey } from '../model/interface-names';
import type {
  DeviceFacts,
  DeviceSystem,
  InterfaceAddress,
  NormalizedDevice,
  NormalizedInterface,
  ParseWarning,
  Platform,
  Route,
  SourceRef,
  StpInstance,
} from '../model/types';
import { appendAll } from '../util/arrays';
import type { ParsedFile } from './dispatch';

/**
 * One device from the files that describe it. Show outputs win for operational state (link state, speed and
 * duplex negotiated, counters, tables), the configuration for intent (descriptions, VLANs, addresses, shutdown);
 * when both say something different, the winner is kept and a `merge-conflict` warning names both sources.
 */

/** Interface fields the configuration decides. */
const INTENT: readonly (keyof NormalizedInterface)[] = [
  'description',
  'adminUp',
  'mode',
  'accessVlan',
  'voiceVlan',
  'nativeVlan',
  'allowedVlans',
  'vrf',
  'tunnelVrf',
  'lag',
  'lagMode',
  'vlanId',
  'parent',
  'fhrp',
  'accessGroups',
  'portSecurity',
  'bpduGuard',
  'stpEdge',
  'stormControl',
  'autoNegotiation',
  'extraConfig',
];

/** Interface fields show outputs decide. */
const OPERATIONAL: readonly (keyof NormalizedInterface)[] = [
  'operUp',
  'statusText',
  'speedMbps',
  'speedText',
  'duplex',
  'duplexText',
  'mac',
  'counters',
  'mtu',
];

const FIELDS: readonly (keyof NormalizedInterface)[] = [...INTENT, ...OPERATIONAL];

const INTENT_FIELDS: ReadonlySet<keyof NormalizedInterface> = new Set(INTENT);

/**
 * The device's own words for a state another field holds as a value (`connected` and `up/up` of one link,
 * `a-1000` and `1000Mb/s`, a configured `speed auto` and the `a-1000` it negotiated). Each command words the
 * state its way, so the words are not compared (the values are): a show output's words replace the
 * configuration's, and the first show output's are kept.
 */
const WORDING: ReadonlySet<keyof NormalizedInterface> = new Set(['statusText', 'speedText', 'duplexText']);

/** A value that leaves the state to negotiation: `duplex auto` is no disagreement with the duplex negotiated. */
function negotiated(field: keyof NormalizedInterface, value: unknown): boolean {
  return field === 'duplex' && value === 'auto';
}

/**
 * The first file's interface as the start of the merged one: every field the merge may set is present from the
 * start, so that later files fill fields in place rather than add properties one by one (which gives each
 * interface an object shape of its own, and makes every access slow).
 */
function mergeStart(iface: NormalizedInterface): NormalizedInterface {
  return {
    name: iface.name,
    shortName: iface.shortName,
    type: iface.type,
    description: iface.description,
    adminUp: iface.adminUp,
    operUp: iface.operUp,
    statusText: iface.statusText,
    speedMbps: iface.speedMbps,
    speedText: iface.speedText,
    duplex: iface.duplex,
    duplexText: iface.duplexText,
    mtu: iface.mtu,
    mac: iface.mac,
    mode: iface.mode,
    accessVlan: iface.accessVlan,
    voiceVlan: iface.voiceVlan,
    nativeVlan: iface.nativeVlan,
    allowedVlans: iface.allowedVlans,
    ipv4WithoutPrefix: iface.ipv4WithoutPrefix,
    ipv6WithoutPrefix: iface.ipv6WithoutPrefix,
    vrf: iface.vrf,
    tunnelVrf: iface.tunnelVrf,
    lag: iface.lag,
    lagMode: iface.lagMode,
    parent: iface.parent,
    vlanId: iface.vlanId,
    fhrp: iface.fhrp,
    accessGroups: iface.accessGroups,
    portSecurity: iface.portSecurity,
    bpduGuard: iface.bpduGuard,
    stpEdge: iface.stpEdge,
    stormControl: iface.stormControl,
    autoNegotiation: iface.autoNegotiation,
    extraConfig: iface.extraConfig,
    counters: iface.counters,
    fieldSources: iface.fieldSources,
    ipv4: [...iface.ipv4],
    ipv6: [...iface.ipv6],
    sources: [...iface.sources],
  };
}

/** A merged interface without the fields no file set. */
function withoutBlanks(iface: NormalizedInterface): NormalizedInterface {
  const out: NormalizedInterface = {
    name: iface.name,
    shortName: iface.shortName,
    type: iface.type,
    ipv4: iface.ipv4,
    ipv6: iface.ipv6,
    sources: iface.sources,
  };
  if (iface.description !== undefined) out.description = iface.description;
  if (iface.adminUp !== undefined) out.adminUp = iface.adminUp;
  if (iface.operUp !== undefined) out.operUp = iface.operUp;
  if (iface.statusText !== undefined) out.statusText = iface.statusText;
  if (iface.speedMbps !== undefined) out.speedMbps = iface.speedMbps;
  if (iface.speedText !== undefined) out.speedText = iface.speedText;
  if (iface.duplex !== undefined) out.duplex = iface.duplex;
  if (iface.duplexText !== undefined) out.duplexText = iface.duplexText;
  if (iface.mtu !== undefined) out.mtu = iface.mtu;
  if (iface.mac !== undefined) out.mac = iface.mac;
  if (iface.mode !== undefined) out.mode = iface.mode;
  if (iface.accessVlan !== undefined) out.accessVlan = iface.accessVlan;
  if (iface.voiceVlan !== undefined) out.voiceVlan = iface.voiceVlan;
  if (iface.nativeVlan !== undefined) out.nativeVlan = iface.nativeVlan;
  if (iface.allowedVlans !== undefined) out.allowedVlans = iface.allowedVlans;
  if (iface.ipv4WithoutPrefix !== undefined) out.ipv4WithoutPrefix = iface.ipv4WithoutPrefix;
  if (iface.ipv6WithoutPrefix !== undefined) out.ipv6WithoutPrefix = iface.ipv6WithoutPrefix;
  if (iface.vrf !== undefined) out.vrf = iface.vrf;
  if (iface.tunnelVrf !== undefined) out.tunnelVrf = iface.tunnelVrf;
  if (iface.lag !== undefined) out.lag = iface.lag;
  if (iface.lagMode !== undefined) out.lagMode = iface.lagMode;
  if (iface.parent !== undefined) out.parent = iface.parent;
  if (iface.vlanId !== undefined) out.vlanId = iface.vlanId;
  if (iface.fhrp !== undefined) out.fhrp = iface.fhrp;
  if (iface.accessGroups !== undefined) out.accessGroups = iface.accessGroups;
  if (iface.portSecurity !== undefined) out.portSecurity = iface.portSecurity;
  if (iface.bpduGuard !== undefined) out.bpduGuard = iface.bpduGuard;
  if (iface.stpEdge !== undefined) out.stpEdge = iface.stpEdge;
  if (iface.stormControl !== undefined) out.stormControl = iface.stormControl;
  if (iface.autoNegotiation !== undefined) out.autoNegotiation = iface.autoNegotiation;
  if (iface.extraConfig !== undefined) out.extraConfig = iface.extraConfig;
  if (iface.counters !== undefined) out.counters = iface.counters;
  if (iface.fieldSources !== undefined) out.fieldSources = iface.fieldSources;
  return out;
}

type Origin = 'config' | 'show';

/** Which kind of file gave a merged field, and where in it (for the warnings of a later disagreement). */
type FieldOrigin = { origin: Origin; at: SourceRef | undefined };

function fieldOrigin(
  iface: NormalizedInterface,
  field: keyof NormalizedInterface,
  origin: Origin,
): FieldOrigin {
  return { origin, at: iface.fieldSources?.[field] ?? iface.sources[0] };
}

type Conflict = { what: string; kept: unknown; other: unknown; keptAt?: SourceRef; otherAt?: SourceRef };

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    if (typeof a !== 'string' || typeof b !== 'string') return false;
  }
  if (typeof a === 'string' && typeof b === 'string') {
    const x = a.trim();
    const y = b.trim();
    // Show tables cut long descriptions: a prefix is the same text.
    return x === y || (x.length > 0 && y.length > 0 && (x.startsWith(y) || y.startsWith(x)));
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

function longer(a: unknown, b: unknown): unknown {
  return typeof a === 'string' && typeof b === 'string' && b.trim().length > a.trim().length ? b : a;
}

function mergeAddresses(
  into: InterfaceAddress[],
  from: readonly InterfaceAddress[],
  conflicts: Conflict[],
  name: string,
): void {
  for (const address of from) {
    const existing = into.find((a) => a.address === address.address);
    if (!existing) into.push(address);
    else if (existing.prefixLength !== address.prefixLength) {
      conflicts.push({
        what: `${name} ${address.address} prefix length`,
        kept: existing.prefixLength,
        other: address.prefixLength,
        keptAt: existing.source,
        otherAt: address.source,
      });
    }
  }
}

/** Takes one field of `from` into `into`, with where it was read. */
function take(
  into: NormalizedInterface,
  from: NormalizedInterface,
  field: keyof NormalizedInterface,
  origin: Origin,
  intoOrigin: Map<keyof NormalizedInterface, FieldOrigin>,
): void {
  (into as Record<string, unknown>)[field] = from[field];
  intoOrigin.set(field, fieldOrigin(from, field, origin));
  const at = from.fieldSources?.[field];
  if (!at) return;
  into.fieldSources ??= {};
  into.fieldSources[field] = at;
}

function mergeInterface(
  into: NormalizedInterface,
  from: NormalizedInterface,
  origin: Origin,
  intoOrigin: Map<keyof NormalizedInterface, FieldOrigin>,
  conflicts: Conflict[],
): void {
  for (const field of FIELDS) {
    const value = from[field];
    if (value === undefined) continue;
    const current = into[field];
    const currentOrigin = intoOrigin.get(field);
    const record = into as Record<string, unknown>;
    if (current === undefined) {
      take(into, from, field, origin, intoOrigin);
      continue;
    }
    if (WORDING.has(field)) {
      if (origin === 'show' && currentOrigin?.origin !== 'show') take(into, from, field, origin, intoOrigin);
      continue;
    }
    if (negotiated(field, current) || negotiated(field, value)) {
      if (negotiated(field, current)) take(into, from, field, origin, intoOrigin);
      continue;
    }
    if (same(current, value)) {
      record[field] = longer(current, value);
      continue;
    }
    const wins: Origin = INTENT_FIELDS.has(field) ? 'config' : 'show';
    const takeNew = origin === wins && currentOrigin?.origin !== wins;
    // Where the merged value was read: the file that gave it, not the interface's first file.
    const currentAt = currentOrigin?.at ?? into.sources[0];
    const valueAt = fieldOrigin(from, field, origin).at;
    conflicts.push({
      what: `${into.name} ${field}`,
      kept: takeNew ? value : current,
      other: takeNew ? current : value,
      keptAt: takeNew ? valueAt : currentAt,
      otherAt: takeNew ? currentAt : valueAt,
    });
    if (takeNew) take(into, from, field, origin, intoOrigin);
  }
  mergeAddresses(into.ipv4, from.ipv4, conflicts, into.name);
  mergeAddresses(into.ipv6, from.ipv6, conflicts, into.name);
  if (from.ipv4WithoutPrefix) {
    const known = new Set(into.ipv4.map((a) => a.address));
    const rest = from.ipv4WithoutPrefix.filter((a) => !known.has(a));
    if (rest.length > 0) into.ipv4WithoutPrefix = [...new Set([...(into.ipv4WithoutPrefix ?? []), ...rest])];
  }
  if (from.ipv6WithoutPrefix) {
    const known = new Set(into.ipv6.map((a) => a.address));
    const rest = from.ipv6WithoutPrefix.filter((a) => !known.has(a));
    if (rest.length > 0) into.ipv6WithoutPrefix = [...new Set([...(into.ipv6WithoutPrefix ?? []), ...rest])];
  }
  if (into.type === 'other' && from.type !== 'other') into.type = from.type;
  appendAll(into.sources, from.sources);
}

function mergeSystem(
  into: DeviceSystem,
  from: DeviceSystem,
  origin: Origin,
  conflicts: Conflict[],
  at: SourceRef,
  origins: Map<string, { origin: Origin; at: SourceRef }>,
): void {
  for (const [key, value] of Object.entries(from) as [keyof DeviceSystem, unknown][]) {
    if (value === undefined) continue;
    const current = into[key];
    const record = into as Record<string, unknown>;
    const previous = origins.get(key);
    if (current === undefined) {
      record[key] = value;
      origins.set(key, { origin, at });
      continue;
    }
    if (same(current, value)) {
      record[key] = longer(current, value);
      continue;
    }
    // The configured hostname and domain are intent; what the software reports is operational.
    const wins: Origin = key === 'hostname' || key === 'domain' ? 'config' : 'show';
    const takeNew = origin === wins && previous?.origin !== wins;
    conflicts.push({
      what: `system ${key}`,
      kept: takeNew ? value : current,
      other: takeNew ? current : value,
      keptAt: takeNew ? at : previous?.at,
      otherAt: takeNew ? previous?.at : at,
    });
    if (takeNew) {
      record[key] = value;
      origins.set(key, { origin, at });
    }
  }
}

/** A list of a merged device kept free of duplicates by a key, with the position of each key in it. */
type UniqueList<T> = { items: T[]; index: Map<string, number> };

function uniqueList<T>(items: T[]): UniqueList<T> {
  return { items, index: new Map() };
}

/**
 * Adds items not already there, by a key; an existing item takes the new one's fields it lacks. The list's
 * index is kept from one file to the next rather than built again from the list for each file.
 */
function addUnique<T extends object>(
  list: UniqueList<T>,
  from: readonly T[] | undefined,
  key: (item: T) => string,
): void {
  if (!from || from.length === 0) return;
  const { items: into, index } = list;
  for (const item of from) {
    const k = key(item);
    const at = index.get(k);
    if (at === undefined) {
      index.set(k, into.length);
      into.push(item);
      continue;
    }
    const existing = into[at];
    if (!existing) continue;
    const filled = { ...item, ...existing } as T;
    for (const [field, value] of Object.entries(existing)) {
      if (value === undefined)
        (filled as Record<string, unknown>)[field] = (item as Record<string, unknown>)[field];
    }
    into[at] = filled;
  }
}

function mergeStp(into: StpInstance[], from: readonly StpInstance[]): void {
  for (const instance of from) {
    const at = into.findIndex((i) => i.name.toLowerCase() === instance.name.toLowerCase());
    const existing = into[at];
    if (!existing) into.push(instance);
    // The fuller output (with ports) wins; the other fills what it lacks.
    else
      into[at] =
        existing.ports.length >= instance.ports.length
          ? { ...instance, ...existing }
          : { ...existing, ...instance };
  }
}

function connectedRoutes(device: NormalizedDevice): Route[] {
  const out: Route[] = [];
  const seen = new Set(device.routes.map((r) => `${r.vrf ?? ''}|${r.prefix}`));
  for (const iface of device.interfaces) {
    if (iface.adminUp === false || iface.operUp === false) continue;
    for (const address of iface.ipv4) {
      const cidr = parseCidr(`${address.address}/${address.prefixLength}`);
      if (!cidr) continue;
      const prefix = formatCidr(networkOf(cidr));
      const key = `${iface.vrf ?? ''}|${prefix}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        prefix,
        vrf: iface.vrf,
        protocol: 'connected',
        nextHops: [{ interface: iface.name }],
        source: address.source ?? iface.sources[0] ?? { file: device.files[0] ?? '', line: 0 },
      });
    }
  }
  return out;
}

export type MergeResult = { device: NormalizedDevice; warnings: ParseWarning[] };

/**
 * Joins the facts of a device's files into one `NormalizedDevice`. `hostname` is the device's identity in the
 * snapshot (configured hostname, else the name its files are filed under).
 */
export function mergeDevice(hostname: string, platform: Platform, files: readonly ParsedFile[]): MergeResult {
  const device = emptyDevice(hostname, platform);
  const conflicts: Conflict[] = [];
  const warnings: ParseWarning[] = [];
  const interfaces = new Map<
    string,
    { iface: NormalizedInterface; origins: Map<keyof NormalizedInterface, FieldOrigin> }
  >();
  const systemOrigins = new Map<string, { origin: Origin; at: SourceRef }>();
  // Configuration first, so that show outputs meet the intent they are compared with.
  const ordered = [...files].sort(
    (a, b) => Number(a.report.kind !== 'config') - Number(b.report.kind !== 'config'),
  );
  const configFiles = ordered.filter((f) => f.report.kind === 'config' && f.result.facts.config);
  const routesFromShow = ordered.some(
    (f) => f.report.kind === 'show' && (f.result.facts.routes?.length ?? 0) > 0,
  );

  const vlans = uniqueList(device.vlans);
  const neighbors = uniqueList(device.neighbors);
  const macTable = uniqueList(device.macTable);
  const arp = uniqueList(device.arp);
  const routes = uniqueList(device.routes);
  const lags = uniqueList(device.lags);
  const inventory = uniqueList(device.inventory);
  let firmware: UniqueList<NonNullable<NormalizedDevice['firmware']>[number]> | undefined;

  for (const file of ordered) {
    const facts: DeviceFacts = file.result.facts;
    const origin: Origin = file.report.kind === 'config' ? 'config' : 'show';
    const at: SourceRef = { file: file.report.file, line: 1 };
    device.files.push(file.report.file);
    // The file's hostname is its system's (a configuration's `hostname`, a show output's prompt or field).
    const system =
      facts.hostname !== undefined ? { ...facts.system, hostname: facts.hostname } : facts.system;
    if (system) mergeSystem(device.system, system, origin, conflicts, at, systemOrigins);
    if (facts.managementIp && !device.managementIp) device.managementIp = facts.managementIp;
    for (const iface of facts.interfaces ?? []) {
      const key = interfaceKey(iface.name, platform);
      const existing = interfaces.get(key);
      if (!existing) {
        // Every field the merge may set is there from the start: later files fill it in place rather than
        // adding properties one by one (which makes each interface an object of its own shape, and slow).
        const copy = mergeStart(iface);
        if (iface.fieldSources) copy.fieldSources = { ...iface.fieldSources };
        const origins = new Map<keyof NormalizedInterface, FieldOrigin>();
        for (const field of FIELDS)
          if (iface[field] !== undefined) origins.set(field, fieldOrigin(iface, field, origin));
        interfaces.set(key, { iface: copy, origins });
      } else mergeInterface(existing.iface, iface, origin, existing.origins, conflicts);
    }
    addUnique(vlans, facts.vlans, (v) => String(v.id));
    for (const vrf of facts.vrfs ?? []) {
      const existing = device.vrfs.find((v) => v.name === vrf.name);
      if (!existing) device.vrfs.push({ ...vrf, interfaces: [...vrf.interfaces] });
      else {
        existing.rd ??= vrf.rd;
        for (const name of vrf.interfaces)
          if (!existing.interfaces.includes(name)) existing.interfaces.push(name);
      }
    }
    addUnique(
      neighbors,
      facts.neighbors,
      (n) =>
        `${n.protocol}|${interfaceKey(n.localInterface, platform)}|${(n.remoteName ?? n.remoteChassisId ?? '').toLowerCase()}|${(n.remotePort ?? '').toLowerCase().replace(/\s+/g, '')}`,
    );
    addUnique(
      macTable,
      facts.macTable,
      (m) => `${m.mac}|${m.vlan ?? ''}|${m.interface ? interfaceKey(m.interface, platform) : ''}`,
    );
    addUnique(arp, facts.arp, (a) => `${a.vrf ?? ''}|${a.ip}`);
    if (origin === 'show' || !routesFromShow) {
      addUnique(
        routes,
        facts.routes,
        (r) =>
          `${r.vrf ?? ''}|${r.prefix}|${r.protocol}|${r.nextHops.map((h) => h.ip ?? h.interface ?? '').join(',')}`,
      );
    }
    addUnique(lags, facts.lags, (l) => interfaceKey(l.name, platform));
    addUnique(inventory, facts.inventory, (i) => `${i.name}|${i.serial ?? ''}`);
    if (facts.firmware) {
      device.firmware ??= [];
      firmware ??= uniqueList(device.firmware);
      addUnique(firmware, facts.firmware, (f) => `${f.component}|${f.type}|${f.text}`);
    }
    if (facts.stp) {
      device.stp ??= { instances: [] };
      device.stp.mode ??= facts.stp.mode;
      mergeStp(device.stp.instances, facts.stp.instances);
    }
  }
  const [config, ...otherConfigs] = configFiles;
  if (config?.result.facts.config) device.config = config.result.facts.config;
  for (const other of otherConfigs) {
    warnings.push({
      file: other.report.file,
      line: 0,
      severity: 'warning',
      code: 'several-configurations',
      text: `${hostname} has several configurations; ${config?.report.file} is used`,
    });
  }
  // A LAG's members are also the members' `lag` (show etherchannel tells what the configuration may not). Set on
  // the merged interfaces before they become the device's.
  for (const lag of device.lags) {
    for (const member of lag.members) {
      const iface = interfaces.get(interfaceKey(member.interface, platform))?.iface;
      if (!iface || iface.lag) continue;
      iface.lag = lag.name;
      iface.fieldSources ??= {};
      iface.fieldSources.lag = lag.source;
    }
  }
  device.interfaces = [...interfaces.values()].map((entry) => withoutBlanks(entry.iface));
  // Without a routing table read from the device, its connected routes are what its addresses make (as Batfish
  // computes them): one per subnet of an interface that is not shut.
  if (!routesFromShow) appendAll(device.routes, connectedRoutes(device));
  if (device.system.hostname === undefined) device.system.hostname = hostname;
  for (const conflict of conflicts) {
    const where = conflict.keptAt ?? conflict.otherAt;
    warnings.push({
      file: where?.file ?? '',
      line: where?.line ?? 0,
      severity: 'info',
      code: 'merge-conflict',
      text: `${hostname} ${conflict.what}: kept ${JSON.stringify(conflict.kept)}${conflict.keptAt ? ` (${conflict.keptAt.file}:${conflict.keptAt.line})` : ''}, not ${JSON.stringify(conflict.other)}${conflict.otherAt ? ` (${conflict.otherAt.file}:${conflict.otherAt.line})` : ''}`,
    });
  }
  return { device, warnings };
}
