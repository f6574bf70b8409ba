import type { DeviceRecord, DevType } from '../model/documents';
import { type CliPlatform, MODELS } from './catalog';
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

type CredentialKey = 'network' | 'industrial' | 'branch';

/** The credential a device uses: industrial switches have the OT team's, the branches' MikroTik routers theirs. */
function credentialOf(device: DeviceRecord): CredentialKey {
  if (device.data.version.vendor === 'rockwell' || /^IE-/.test(device.data.version.model))
    return 'industrial';
  return device.data.version.vendor === 'mikrotik' ? 'branch' : 'network';
}

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
    branch: {
      key: 'branch',
      name: 'Branch routers (SSH)',
      username: 'branchops',
      password: `Br${networkId}-${site}-ssh!`,
      protocol: 'ssh',
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

function loginDeviceOf(device: DeviceRecord, platform: CliPlatform): SeedLoginDevice {
  return {
    name: device.data.name,
    ip_address: device.data.ip_address,
    vendor: device.data.version.vendor,
    platform,
    port: 22,
    credential: credentialOf(device),
    // IOS and AOS-S devices need the enable secret after login; RouterOS has none.
    enable_password: platform === 'mikrotik_routeros' ? null : seededEnableSecret(device.data.name),
  };
}

/** One login device per CLI platform of the network (at most `MAX_LOGIN_DEVICES`), in the inventory's order. */
export function collectorAccess(bundle: Pick<NetworkBundle, 'network' | 'live' | 'texts'>): CollectorAccess {
  const platforms = new Set<CliPlatform>();
  const devices: SeedLoginDevice[] = [];
  for (const device of bundle.live.devices) {
    if (devices.length >= MAX_LOGIN_DEVICES) break;
    if (!device.data.known || !device.data.ip_address || !LOGIN_TYPES.has(device.dev_type)) continue;
    const key = bundle.texts[device.unique_id]?.model;
    const platform = key ? MODELS[key].platform : 'none';
    if (platform === 'none' || platforms.has(platform)) continue;
    platforms.add(platform);
    devices.push(loginDeviceOf(device, platform));
  }
  const all = credentialsFor(bundle.network.id, bundle.network.name);
  const used = new Set(devices.map((device) => device.credential));
  const credentials = (['network', 'industrial', 'branch'] as const)
    .filter((key) => used.has(key))
    .map((key) => all[key]);
  return { credentials, devices };
}
