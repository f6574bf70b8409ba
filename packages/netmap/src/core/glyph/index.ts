import type { NetNodeAttributes } from '../ingest/types';

/**
 * The pictogram a node is drawn with, whatever the view: what the device is (router, switch, PLC …). Colour is
 * the view's (type in the base graph, component, impact, difference); the glyph says the type in every view.
 */
export type Glyph =
  | 'router'
  | 'l3-switch'
  | 'switch'
  | 'firewall'
  | 'wireless-controller'
  | 'access-point'
  | 'server'
  | 'workstation'
  | 'phone'
  | 'plc'
  | 'hmi'
  | 'io-module'
  | 'gateway'
  | 'meter'
  | 'unknown'
  | 'host'
  | 'custom';

/** Every glyph, in the order of the atlas (`glyphIndex`) and of the legend. */
export const GLYPHS: readonly Glyph[] = [
  'router',
  'l3-switch',
  'switch',
  'firewall',
  'wireless-controller',
  'access-point',
  'server',
  'workstation',
  'phone',
  'plc',
  'hmi',
  'io-module',
  'gateway',
  'meter',
  'unknown',
  'host',
  'custom',
];

export const GLYPH_LABELS: Record<Glyph, string> = {
  router: 'Router',
  'l3-switch': 'L3 switch',
  switch: 'Switch',
  firewall: 'Firewall',
  'wireless-controller': 'Wireless controller',
  'access-point': 'Access point',
  server: 'Server',
  workstation: 'Workstation',
  phone: 'Phone',
  plc: 'PLC',
  hmi: 'HMI',
  'io-module': 'I/O module',
  gateway: 'Gateway',
  meter: 'Power meter',
  unknown: 'Unknown device',
  host: 'Host',
  custom: 'Custom node',
};

export function glyphIndex(glyph: Glyph): number {
  return GLYPHS.indexOf(glyph);
}

/** `dev_type` values (the server's, the import's, and common spellings) → glyph. */
const BY_DEV_TYPE: Record<string, Glyph> = {
  router: 'router',
  'l3-switch': 'l3-switch',
  'layer3-switch': 'l3-switch',
  'multilayer-switch': 'l3-switch',
  switch: 'switch',
  firewall: 'firewall',
  'wireless-controller': 'wireless-controller',
  wlc: 'wireless-controller',
  'access-point': 'access-point',
  ap: 'access-point',
  wireless: 'access-point',
  server: 'server',
  workstation: 'workstation',
  pc: 'workstation',
  phone: 'phone',
  plc: 'plc',
  hmi: 'hmi',
  'io-module': 'io-module',
  io: 'io-module',
  gateway: 'gateway',
  'power-meter': 'meter',
  meter: 'meter',
};

/** Hardware models that say what a device is when its type is unknown (a discovered neighbour). */
const BY_MODEL: readonly [RegExp, Glyph][] = [
  [/^(air-|c91\d\d|c92\d\d|cw91|mr\d|uap|u6-|iap-|ap-?\d|w-ap|wa\d{3})/i, 'access-point'],
  [/(access.?point|axi-|axe-)/i, 'access-point'],
  [/^(air-ct|c98\d\d|wlc)/i, 'wireless-controller'],
  [/^(pa-\d|fg-|fgt|fortigate|asa\d|fpr|srx|usg)/i, 'firewall'],
  [/^(isr|asr|c8[1-5]\d\d|ccr|rb\d|hex|mx\d)/i, 'router'],
  [/^(ws-c|c9[23]00|c1000|ie-\d|scalance x|xb-?\d|rs\d{2}|eds-|mach|grs|rsp|crs\d)/i, 'switch'],
  [/(s7-\d|cpu ?15\d\d|cx\d{4}|ac500|1756-|compactlogix|controllogix)/i, 'plc'],
  [/(ktp\d|tp\d{3,4}|comfort panel|panelview|cp\d{4})/i, 'hmi'],
  [/(et ?200|im ?15\d|ek1\d{3}|bk\d{4}|750-\d)/i, 'io-module'],
  [/(umg|pac\d{4}|pm\d{4})/i, 'meter'],
];

/** Name fragments that say what a device is when neither type nor model do (`AP-A-01`, `hq-fw-01`). */
const BY_NAME: readonly [RegExp, Glyph][] = [
  [/(^|[-_.])ap([-_.\d]|$)/i, 'access-point'],
  [/(^|[-_.])wlc([-_.\d]|$)/i, 'wireless-controller'],
  [/(^|[-_.])(fw|firewall)([-_.\d]|$)/i, 'firewall'],
  [/(^|[-_.])(rtr|router)([-_.\d]|$)/i, 'router'],
  [/(^|[-_.])(gw|gateway)([-_.\d]|$)/i, 'gateway'],
  [/(^|[-_.])plc([-_.\d]|$)/i, 'plc'],
  [/(^|[-_.])hmi([-_.\d]|$)/i, 'hmi'],
];

/** Where a device sits in the network, from its name: core and distribution outrank access. */
export type DeviceRole = 'core' | 'distribution' | 'access' | 'edge' | 'none';

const ROLE_BY_NAME: readonly [RegExp, DeviceRole][] = [
  [/(^|[-_.])(core|spine|bb|backbone)([-_.\d]|$)/i, 'core'],
  [/(^|[-_.])(dist|distribution|agg|aggregation)([-_.\d]|$)/i, 'distribution'],
  [/(^|[-_.])(wan|border|edge|isp|cpe|inet)([-_.\d]|$)/i, 'edge'],
  [/(^|[-_.])(acc|access|leaf|tor|floor|cell)([-_.\d]|$)/i, 'access'],
];

type GlyphInput = Pick<NetNodeAttributes, 'kind' | 'name'> & {
  devType?: string;
  model?: string;
  fields?: Record<string, string>;
};

function nameOf(a: GlyphInput): string {
  return a.name ?? a.fields?.name ?? '';
}

/** The role a device's name gives it (`hq-core-01` is core, `hq-a-dist-02` distribution). */
export function deviceRole(a: GlyphInput): DeviceRole {
  if (a.kind !== 'device') return 'none';
  const name = nameOf(a);
  return ROLE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'none';
}

/**
 * The glyph of a node: hosts and custom nodes have their own; a device by its `dev_type`, a switch in the core or
 * distribution as an L3 switch; a device of unknown type by its model, then by its name, else `unknown`.
 */
export function glyphFor(a: GlyphInput): Glyph {
  if (a.kind === 'host') return 'host';
  if (a.kind === 'custom') return 'custom';
  const type = BY_DEV_TYPE[(a.devType ?? '').toLowerCase()];
  if (type === 'switch') {
    const role = deviceRole(a);
    return role === 'core' || role === 'distribution' ? 'l3-switch' : 'switch';
  }
  if (type) return type;
  const model = a.model ?? a.fields?.model ?? '';
  const byModel = model ? BY_MODEL.find(([pattern]) => pattern.test(model))?.[1] : undefined;
  if (byModel) return byModel;
  const name = nameOf(a);
  return BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'unknown';
}

/** How much a glyph matters on a map of the network: infrastructure first, end devices last. */
const GLYPH_RANK: Record<Glyph, number> = {
  router: 100,
  firewall: 100,
  'l3-switch': 95,
  switch: 80,
  'wireless-controller': 70,
  gateway: 70,
  server: 60,
  plc: 55,
  hmi: 50,
  'access-point': 40,
  'io-module': 40,
  meter: 35,
  workstation: 30,
  phone: 25,
  custom: 30,
  unknown: 20,
  host: 10,
};

const ROLE_BONUS: Record<DeviceRole, number> = { core: 20, distribution: 12, edge: 8, access: 0, none: 0 };

/**
 * The priority of a node's label when labels compete for room: its glyph's rank, its role, then how many links
 * it has (a switch with 40 neighbours before one with 2). Higher wins.
 */
export function labelPriority(a: GlyphInput, degree: number): number {
  const glyph = glyphFor(a);
  return GLYPH_RANK[glyph] + ROLE_BONUS[deviceRole(a)] + 4 * Math.log2(1 + Math.max(0, degree));
}
