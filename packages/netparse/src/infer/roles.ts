import type { NormalizedDevice } from '../model/types';
import type { DeviceRole, RoleDecision } from './types';

/**
 * What a device is, from its model (or the platform string a neighbour announces), its capabilities and its
 * role in the network. Model patterns first (a model name says the most), then capabilities, then behaviour.
 */
const MODEL_ROLES: [RegExp, DeviceRole][] = [
  // Firewalls
  [
    /\b(asa|ftd|firepower|fpr-?\d|pa-\d|palo ?alto|fortigate|fortiwifi|fg-?\d|srx\d|checkpoint|check point|sonicwall|watchguard|sophos|juniper srx)/i,
    'firewall',
  ],
  // Wireless
  [
    /\b(wlc|air-ct|c98\d\d|9800-|aironet controller|mobility controller|aruba ?7\d{3}|aruba controller)/i,
    'wireless-controller',
  ],
  [
    /\b(air-?ap|air-cap|air-lap|c9\d{2}\dax?i|cw9\d{3}|aironet|ap-?\d{3}|iap-|meraki mr|unifi ap|uap-|wap\d)/i,
    'access-point',
  ],
  // OT
  [
    /\b(simatic|s7-\d{3,4}|cpu 1[25]\d\d|1756-l|controllogix|compactlogix|1769-l|micro8\d0|modicon|m580|m340|plc)/i,
    'plc',
  ],
  [/\b(hmi|panelview|simatic (?:tp|kp|mp)\d|wincc|magelis)/i, 'hmi'],
  [/\b(et ?200|1734-aent|1794-aent|point i\/o|flex i\/o|i\/o module|bk\d{4}|wago 750)/i, 'io-module'],
  // Routers
  [
    /\b(isr\d*|asr\s?-?\d+|csr1000v|c8\d{3}|catalyst 8\d{3}|cisco ?(?:19|29|39|8|18|28|38)\d\d|mx\d{2,4}|vmx|ptx\d|acx\d|ccr\d|rb\d{3,4}|routerboard|vsrx|7750|edgerouter|mikrotik ccr)/i,
    'router',
  ],
  // Switches (layer 3 decided by behaviour below)
  [
    /\b(ws-c|c9[23]\d{2}|c9[45]\d{2}|catalyst|ie-?\d{4}|ie\d{3,4}|n[2-9]k|nexus|dcs-|arista|ex\d{4}|qfx\d|aruba ?(?:2[59]\d\d|3[48]\d\d|6[0-4]\d\d|8[34]\d\d|cx)|jl\d{3}[a-z]|j\d{4}[a-z]|procurve|crs\d|css\d|scalance|hirschmann|stratix)/i,
    'switch',
  ],
  [
    /\b(server|poweredge|proliant|ucs[- ]?[cb]\d|esxi|vmware|hyper-v|linux|ubuntu|debian|red hat|windows server)/i,
    'server',
  ],
  [/\b(ip phone|cp-\d{4}|sep[0-9a-f]{12}|polycom|yealink|avaya)/i, 'phone'],
];

function byModel(text: string | undefined): DeviceRole | undefined {
  if (!text) return undefined;
  for (const [pattern, role] of MODEL_ROLES) if (pattern.test(text)) return role;
  return undefined;
}

/** A device that routes between VLANs or subnets: routed VLAN interfaces with addresses, or routing processes. */
function routesTraffic(device: NormalizedDevice): boolean {
  const sviAddresses = device.interfaces.filter((i) => i.type === 'vlan' && i.ipv4.length > 0).length;
  const routedPorts = device.interfaces.filter(
    (i) => (i.type === 'physical' || i.type === 'subinterface') && i.ipv4.length > 0 && i.mode !== 'access',
  ).length;
  const dynamic = device.routes.some(
    (r) => r.protocol !== 'connected' && r.protocol !== 'local' && r.protocol !== 'static',
  );
  const processes = (device.config?.routing.length ?? 0) > 0;
  return sviAddresses > 1 || routedPorts > 0 || dynamic || processes;
}

function isSwitching(device: NormalizedDevice): boolean {
  return (
    device.vlans.length > 0 ||
    device.macTable.length > 0 ||
    device.interfaces.some((i) => i.mode === 'access' || i.mode === 'trunk') ||
    (device.stp?.instances.length ?? 0) > 0
  );
}

/** The role of an imported device. */
export function deviceRole(device: NormalizedDevice): RoleDecision {
  const model = device.system.model;
  const fromModel = byModel(model) ?? byModel(device.system.image);
  if (fromModel === 'switch') {
    return routesTraffic(device)
      ? { role: 'l3-switch', reason: `model ${model ?? device.system.image} with routed interfaces` }
      : { role: 'switch', reason: `model ${model ?? device.system.image}` };
  }
  if (fromModel) return { role: fromModel, reason: `model ${model ?? device.system.image}` };
  const switching = isSwitching(device);
  const routing = routesTraffic(device);
  if (switching && routing) return { role: 'l3-switch', reason: 'switches (VLANs, MAC table) and routes' };
  if (switching) return { role: 'switch', reason: 'switches (VLANs, access/trunk ports, MAC table)' };
  if (routing) return { role: 'router', reason: 'routed interfaces or routing processes' };
  if (device.platform === 'mikrotik_routeros')
    return { role: 'router', reason: 'RouterOS without switching' };
  return { role: 'unknown', reason: 'nothing read tells' };
}

/** The role of a neighbour that was not imported, from what CDP/LLDP announce of it. */
export function neighbourRole(
  platform: string | undefined,
  capabilities: readonly string[],
  software: string | undefined,
): RoleDecision {
  // The software text of an appliance often names its operating system (Linux): it decides only after the
  // capabilities when it says no more than that.
  const fromSoftware = byModel(software);
  const fromModel = byModel(platform) ?? (fromSoftware === 'server' ? undefined : fromSoftware);
  const caps = new Set(capabilities.map((c) => c.toLowerCase()));
  if (fromModel === 'switch' && caps.has('router'))
    return { role: 'l3-switch', reason: `platform ${platform}, router capability` };
  if (fromModel) return { role: fromModel, reason: `platform ${platform ?? software}` };
  if (caps.has('phone') || caps.has('telephone')) return { role: 'phone', reason: 'capability phone' };
  if (caps.has('wlan-access-point') || caps.has('trans-bridge') || caps.has('wlan'))
    return { role: 'access-point', reason: 'capability WLAN access point' };
  if (caps.has('router') && (caps.has('switch') || caps.has('bridge')))
    return { role: 'l3-switch', reason: 'capabilities router and switch' };
  if (caps.has('router')) return { role: 'router', reason: 'capability router' };
  if (caps.has('switch') || caps.has('bridge')) return { role: 'switch', reason: 'capability switch' };
  if (fromSoftware === 'server') return { role: 'server', reason: `software ${software}` };
  if (caps.has('host') || caps.has('station')) return { role: 'workstation', reason: 'capability host' };
  return { role: 'unknown', reason: 'no platform or capability announced' };
}
