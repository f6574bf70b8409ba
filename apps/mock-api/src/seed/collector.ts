import type { DeviceRecord, DevType } from '../model/documents';
import type { NetworkBundle } from './types';

/**
 * The data collector's starting point per network: a few credentials and the login devices that use them,
 * each pointing at the management address of a real, known network device, so that a poller run on a fresh
 * start reaches something. Pure: the same bundle always gives the same list.
 */

export type SeedCredential = {
  /** Stable key the login devices refer to (the database assigns the ids). */
  key: CredentialKey;
  name: string;
  username: string;
  password: string;
  protocol: 'ssh' | 'telnet' | 'snmp' | 'https';
};

export type SeedLoginDevice = {
  name: string;
  ip_address: string;
  vendor: string;
  platform: string;
  port: number;
  credential: CredentialKey;
  enable_password: string | null;
};

export type CollectorAccess = { credentials: SeedCredential[]; devices: SeedLoginDevice[] };

type CredentialKey = 'network' | 'firewall' | 'industrial';

/** Vendor of the inventory → the supported platform (`GET /api/system/supported_vendors`) and its access. */
const PLATFORMS: Record<string, { vendor: string; platform: string; credential: CredentialKey }> = {
  cisco: { vendor: 'cisco', platform: 'cisco_ios', credential: 'network' },
  // Stratix switches run Cisco IOS.
  rockwell: { vendor: 'cisco', platform: 'cisco_ios', credential: 'industrial' },
  dell: { vendor: 'dell', platform: 'dell_os10', credential: 'network' },
  hp: { vendor: 'hp', platform: 'hp_procurve', credential: 'network' },
  aruba: { vendor: 'aruba', platform: 'aruba_aoscx', credential: 'network' },
  huawei: { vendor: 'huawei', platform: 'huawei_vrp', credential: 'network' },
  mikrotik: { vendor: 'mikrotik', platform: 'mikrotik_routeros', credential: 'network' },
  fortinet: { vendor: 'fortinet', platform: 'fortinet', credential: 'firewall' },
  siemens: { vendor: 'siemens', platform: 'siemens_scalance', credential: 'industrial' },
  hirschmann: { vendor: 'hirschmann', platform: 'hirschmann_hios', credential: 'industrial' },
  moxa: { vendor: 'moxa', platform: 'moxa_edscli', credential: 'industrial' },
};

/** Only infrastructure is logged into; PLCs, HMIs and servers are seen through it. */
const LOGIN_TYPES: ReadonlySet<DevType> = new Set(['switch', 'router', 'firewall', 'wireless-controller']);

/** At most this many login devices per network: one per vendor, in the inventory's order. */
export const MAX_LOGIN_DEVICES = 8;

function credentialsFor(networkId: number, name: string): Record<CredentialKey, SeedCredential> {
  const site = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    network: {
      key: 'network',
      name: 'Network admin (SSH)',
      username: 'netops',
      password: `Nw${networkId}-${site}-ssh!`,
      protocol: 'ssh',
    },
    firewall: {
      key: 'firewall',
      name: 'Firewall admin (HTTPS)',
      username: 'fwadmin',
      password: `Fw${networkId}-${site}-api!`,
      protocol: 'https',
    },
    industrial: {
      key: 'industrial',
      name: 'Industrial switches (SSH)',
      username: 'otadmin',
      password: `Ot${networkId}-${site}-ssh!`,
      protocol: 'ssh',
    },
  };
}

/** The seeded enable secret of an IOS device. */
export const seededEnableSecret = (deviceName: string) => `En-${deviceName}`;

function loginDeviceOf(device: DeviceRecord): SeedLoginDevice | undefined {
  const access = PLATFORMS[device.data.version.vendor];
  if (!access) return undefined;
  const https = access.credential === 'firewall';
  return {
    name: device.data.name,
    ip_address: device.data.ip_address,
    vendor: access.vendor,
    platform: access.platform,
    port: https ? 443 : 22,
    credential: access.credential,
    // IOS devices need the enable secret after login.
    enable_password: access.platform === 'cisco_ios' ? seededEnableSecret(device.data.name) : null,
  };
}

export function collectorAccess(bundle: Pick<NetworkBundle, 'network' | 'live'>): CollectorAccess {
  const vendors = new Set<string>();
  const devices: SeedLoginDevice[] = [];
  for (const device of bundle.live.devices) {
    if (devices.length >= MAX_LOGIN_DEVICES) break;
    if (!device.data.known || !device.data.ip_address || !LOGIN_TYPES.has(device.dev_type)) continue;
    if (vendors.has(device.data.version.vendor)) continue;
    const login = loginDeviceOf(device);
    if (!login) continue;
    vendors.add(device.data.version.vendor);
    devices.push(login);
  }
  const all = credentialsFor(bundle.network.id, bundle.network.name);
  const used = new Set(devices.map((device) => device.credential));
  const credentials = (['network', 'firewall', 'industrial'] as const)
    .filter((key) => used.has(key))
    .map((key) => all[key]);
  return { credentials, devices };
}
