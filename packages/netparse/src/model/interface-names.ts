import type { InterfaceType, Platform } from './types';

/**
 * Interface names: one canonical long form per platform, and its short form.
 *
 * Devices abbreviate freely (`Gi1/0/1`, `Gig1/0/1`, `GigabitEthernet1/0/1`, `Eth1/1`, `Et1`, `Po1`, `Te1/1/1`),
 * and neighbours announce ports in their own spelling. Facts are joined on the canonical form.
 */

type Family = {
  /** Canonical long form. */
  long: string;
  /** Short form. */
  short: string;
  type: InterfaceType;
  /** Lower-case prefixes that mean this family, longest first is not needed: matched as the whole alpha prefix. */
  aliases: readonly string[];
};

// Cisco-style families (IOS, IOS-XE, NX-OS, EOS, AOS-CX spell several of them the same way).
const FAMILIES: readonly Family[] = [
  {
    long: 'FastEthernet',
    short: 'Fa',
    type: 'physical',
    aliases: ['fa', 'fas', 'fast', 'fastethernet', 'fe'],
  },
  {
    long: 'GigabitEthernet',
    short: 'Gi',
    type: 'physical',
    aliases: ['gi', 'gig', 'gigabit', 'gigabitethernet', 'ge', 'gigethernet', 'gigeth'],
  },
  {
    long: 'TenGigabitEthernet',
    short: 'Te',
    type: 'physical',
    aliases: ['te', 'ten', 'tengig', 'tengigabitethernet', 'tengigabit', 'tengige', 'tengigethernet'],
  },
  {
    long: 'TwentyFiveGigE',
    short: 'Twe',
    type: 'physical',
    aliases: ['twe', 'twentyfivegige', 'twentyfivegigabitethernet', 'twentyfivegig'],
  },
  {
    long: 'FortyGigabitEthernet',
    short: 'Fo',
    type: 'physical',
    aliases: ['fo', 'fortygig', 'fortygige', 'fortygigabitethernet'],
  },
  {
    long: 'HundredGigE',
    short: 'Hu',
    type: 'physical',
    aliases: ['hu', 'hundredgige', 'hundredgigabitethernet', 'hundredgig'],
  },
  {
    long: 'TwoGigabitEthernet',
    short: 'Tw',
    type: 'physical',
    aliases: ['tw', 'twogigabitethernet', 'twogig'],
  },
  {
    long: 'FiveGigabitEthernet',
    short: 'Fi',
    type: 'physical',
    aliases: ['fi', 'fivegigabitethernet', 'fivegig'],
  },
  { long: 'AppGigabitEthernet', short: 'Ap', type: 'physical', aliases: ['ap', 'appgigabitethernet'] },
  { long: 'Ethernet', short: 'Eth', type: 'physical', aliases: ['e', 'et', 'eth', 'ether', 'ethernet'] },
  { long: 'Management', short: 'Ma', type: 'management', aliases: ['ma', 'mgmt', 'management', 'mgt'] },
  {
    long: 'Port-channel',
    short: 'Po',
    type: 'lag',
    aliases: ['po', 'port-channel', 'portchannel', 'port-chan', 'port-ch', 'port'],
  },
  { long: 'Vlan', short: 'Vl', type: 'vlan', aliases: ['vl', 'vlan', 'vlan-interface'] },
  { long: 'Loopback', short: 'Lo', type: 'loopback', aliases: ['lo', 'loop', 'loopback'] },
  { long: 'Tunnel', short: 'Tu', type: 'tunnel', aliases: ['tu', 'tun', 'tunnel'] },
  { long: 'Serial', short: 'Se', type: 'physical', aliases: ['se', 'ser', 'serial'] },
  { long: 'Null', short: 'Nu', type: 'null', aliases: ['nu', 'null'] },
  { long: 'BDI', short: 'BD', type: 'vlan', aliases: ['bdi'] },
  { long: 'Dialer', short: 'Di', type: 'other', aliases: ['di', 'dialer'] },
  { long: 'Virtual-Template', short: 'Vt', type: 'other', aliases: ['vt', 'virtual-template'] },
  { long: 'Vxlan', short: 'Vx', type: 'tunnel', aliases: ['vx', 'vxlan'] },
  { long: 'nve', short: 'nve', type: 'tunnel', aliases: ['nve'] },
  { long: 'mgmt', short: 'mgmt', type: 'management', aliases: [] },
];

const BY_ALIAS = new Map<string, Family>();
for (const family of FAMILIES) for (const alias of family.aliases) BY_ALIAS.set(alias, family);

const JUNOS_TYPES: Record<string, InterfaceType> = {
  ge: 'physical',
  xe: 'physical',
  et: 'physical',
  fe: 'physical',
  mge: 'physical',
  ae: 'lag',
  reth: 'lag',
  lo: 'loopback',
  irb: 'vlan',
  vlan: 'vlan',
  em: 'management',
  fxp: 'management',
  me: 'management',
  vme: 'management',
  gr: 'tunnel',
  ip: 'tunnel',
  st: 'tunnel',
  lt: 'tunnel',
  vtep: 'tunnel',
};

const ROUTEROS_TYPES: [RegExp, InterfaceType][] = [
  [/^ether\d/i, 'physical'],
  [/^sfp/i, 'physical'],
  [/^qsfp/i, 'physical'],
  [/^combo/i, 'physical'],
  [/^wlan/i, 'physical'],
  [/^bond/i, 'lag'],
  [/^bridge/i, 'other'],
  [/^vlan/i, 'vlan'],
  [/^lo(opback)?$/i, 'loopback'],
  [/^(?:pppoe|pptp|l2tp|sstp|ovpn|eoip|gre|ipip|6to4|vxlan|wireguard|wg)/i, 'tunnel'],
];

export type InterfaceName = { name: string; shortName: string; type: InterfaceType };

/** The family prefix (letters, `-`, spaces) and the rest (`1/0/1`, `1.100`, `0/0/0:1`). */
const SPLIT = /^([A-Za-z][A-Za-z-]*?)[\s]*(\d.*)$/;

function isJunos(platform: Platform | undefined): boolean {
  return platform === 'juniper_junos' || platform === 'juniper';
}

function isRouterOs(platform: Platform | undefined): boolean {
  return platform === 'mikrotik_routeros';
}

function isProcurve(platform: Platform | undefined): boolean {
  return platform === 'hp_procurve';
}

/** AOS-CX spells its logical interfaces in lower case, without a space: `lag1`, `vlan10`, `loopback0`. */
const AOSCX_LOGICAL: Record<string, { long: string; type: InterfaceType }> = {
  lag: { long: 'lag', type: 'lag' },
  vlan: { long: 'vlan', type: 'vlan' },
  vl: { long: 'vlan', type: 'vlan' },
  loopback: { long: 'loopback', type: 'loopback' },
  lo: { long: 'loopback', type: 'loopback' },
  tunnel: { long: 'tunnel', type: 'tunnel' },
  vxlan: { long: 'vxlan', type: 'tunnel' },
};

/** Names seen before, by platform and spelling: a network spells the same few hundred names a million times. */
const CANONICAL = new Map<string, Map<string, Readonly<InterfaceName>>>();
const KEYS = new Map<string, Map<string, string>>();
/** A platform's cache starts again when it holds this many names, so that it stays small whatever the input. */
const CACHE_LIMIT = 50_000;

function cacheOf<T>(caches: Map<string, Map<string, T>>, platform: Platform | undefined): Map<string, T> {
  const key = platform ?? '';
  let cache = caches.get(key);
  if (!cache) {
    cache = new Map();
    caches.set(key, cache);
  } else if (cache.size >= CACHE_LIMIT) cache.clear();
  return cache;
}

/**
 * The canonical name of an interface on a platform, with its short form and type. Unknown spellings are kept
 * as given (trimmed); never throws. The answer is shared between calls: it cannot be changed.
 */
export function canonicalInterface(raw: string, platform?: Platform): Readonly<InterfaceName> {
  const cache = cacheOf(CANONICAL, platform);
  const known = cache.get(raw);
  if (known) return known;
  const names = Object.freeze(computeCanonical(raw, platform));
  cache.set(raw, names);
  return names;
}

function computeCanonical(raw: string, platform?: Platform): InterfaceName {
  const text = raw.trim();
  if (text === '') return { name: '', shortName: '', type: 'other' };

  if (isJunos(platform)) {
    // Junos names are lower case; a unit (`.0`) of a port or of an aggregate is a logical interface.
    const name = text.toLowerCase();
    const family = /^([a-z]+)-?/.exec(name)?.[1] ?? '';
    const base = JUNOS_TYPES[family];
    const type = name.includes('.') && (base === 'physical' || base === 'lag') ? 'subinterface' : base;
    return { name, shortName: name, type: type ?? 'other' };
  }
  if (isRouterOs(platform)) {
    const type = ROUTEROS_TYPES.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
    return { name: text, shortName: text, type };
  }
  if (platform === 'aruba_aoscx') {
    // Ports are member/slot/port (`1/1/1`), split ports `1/1/49:1`, subinterfaces `1/1/1.100`.
    const port = /^\d+\/\d+\/\d+(?::\d+)?(\.\d+)?$/.exec(text);
    if (port) return { name: text, shortName: text, type: port[1] ? 'subinterface' : 'physical' };
    const logical = /^([A-Za-z]+)[\s-]*(\d+)$/.exec(text);
    const family = AOSCX_LOGICAL[logical?.[1]?.toLowerCase() ?? ''];
    if (logical && family) {
      const name = `${family.long}${logical[2]}`;
      return { name, shortName: name, type: family.type };
    }
    if (/^mgmt$/i.test(text)) return { name: 'mgmt', shortName: 'mgmt', type: 'management' };
  }
  if (isProcurve(platform)) {
    // ProCurve ports are numbers or slot letters (`1`, `A1`, `1/A1`); trunks `Trk1`; VLAN interfaces `vlan 10`.
    const trunk = /^trk\s*(\d+)$/i.exec(text);
    if (trunk) return { name: `Trk${trunk[1]}`, shortName: `Trk${trunk[1]}`, type: 'lag' };
    const vlan = /^vlan[\s-]*(\d+)$/i.exec(text);
    if (vlan) return { name: `Vlan${vlan[1]}`, shortName: `Vl${vlan[1]}`, type: 'vlan' };
    if (/^(\d+\/)?[A-Za-z]?\d+$/.test(text)) return { name: text, shortName: text, type: 'physical' };
  }

  const match = SPLIT.exec(text);
  if (!match) {
    const family = BY_ALIAS.get(text.toLowerCase());
    if (family && family.type === 'management') return { name: text, shortName: text, type: 'management' };
    return { name: text, shortName: text, type: 'other' };
  }
  const prefix = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  // AOS-CX and EOS short `1/1/1` forms have no prefix and do not reach here; `lag1` is AOS-CX's LAG.
  if (prefix === 'lag') return { name: `lag${rest}`, shortName: `lag${rest}`, type: 'lag' };
  const family = BY_ALIAS.get(prefix);
  if (!family) return { name: text, shortName: text, type: 'other' };
  let long = family.long;
  let short = family.short;
  // NX-OS and EOS call their Ethernet ports `Ethernet` and abbreviate `Eth`/`Et`; IOS `Ethernet0/0` too.
  if (family.long === 'Ethernet' && platform === 'arista_eos') short = 'Et';
  // EOS and NX-OS spell the LAG `Port-Channel`.
  if (family.long === 'Port-channel' && (platform === 'arista_eos' || platform === 'cisco_nxos')) {
    long = platform === 'arista_eos' ? 'Port-Channel' : 'port-channel';
  }
  if (family.long === 'Management' && platform === 'cisco_nxos') {
    long = 'mgmt';
    short = 'mgmt';
  }
  const type: InterfaceType =
    rest.includes('.') && (family.type === 'physical' || family.type === 'lag')
      ? 'subinterface'
      : family.type;
  return { name: `${long}${rest}`, shortName: `${short}${rest}`, type };
}

/** Canonical long name only. */
export function canonicalInterfaceName(raw: string, platform?: Platform): string {
  return canonicalInterface(raw, platform).name;
}

/**
 * A key that matches two spellings of the same interface across platforms and case: the family's canonical
 * long form in lower case plus the numbering. `Gi1/0/1`, `GigabitEthernet1/0/1` and `gigabitethernet1/0/1`
 * share a key; so do `Eth1/1` and `Ethernet1/1`, `Po1`, `Port-Channel1` and `port-channel1`.
 */
export function interfaceKey(raw: string, platform?: Platform): string {
  const cache = cacheOf(KEYS, platform);
  const known = cache.get(raw);
  if (known !== undefined) return known;
  const key = canonicalInterface(raw, platform).name.toLowerCase().replace(/\s+/g, '');
  cache.set(raw, key);
  return key;
}
