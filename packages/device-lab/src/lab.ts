import { createServer } from 'node:net';
import { defaultBanner, deviceCli } from './device';
import { loadLabFolder } from './folder';
import { DEFAULT_KEYS_DIR, fingerprintOfKey, hostKey } from './keys';
import { familyOf } from './platforms';
import { type HostServer, startSshHost, startTelnetHost } from './servers';
import type { AuthMethod, HostSettings, LabFaults, LabHost, LabUser } from './types';

export type StartLabOptions = {
  /** A snapshot folder in the import layout. */
  folder: string;
  /**
   * The first address given to hosts whose inventory names no loopback address; each such host gets the next
   * one (`127.0.10.1`, `127.0.10.2`, …). Linux routes all of 127/8 to the loopback interface.
   */
  bind?: string;
  /** The port of hosts whose inventory gives none (default 2222; 0: a free port per host). */
  port?: number;
  /** Logins every host accepts, unless its settings name its own (default `admin`/`admin`). */
  users?: LabUser[];
  /** Fault modes per host name, over those of `hosts.yaml`. */
  faults?: Record<string, LabFaults>;
  /** Settings per host name, over `data.lab` of `hosts.yaml`. */
  hosts?: Record<string, HostSettings>;
  /** Where host keys are kept (default: a folder under the system's temporary folder). */
  keysDir?: string;
  /** Serves only these hosts of the folder. */
  only?: string[];
  /**
   * Every host takes an address from `bind` on, also those whose inventory names one (a test keeps to its own
   * range of 127/8 while serving a folder written for another).
   */
  rebind?: boolean;
};

export type Lab = {
  hosts: LabHost[];
  /** Folder warnings: hosts it could not serve and why. */
  warnings: string[];
  close(): Promise<void>;
};

export const DEFAULT_USERS: LabUser[] = [{ username: 'admin', password: 'admin' }];
const ALL_METHODS: AuthMethod[] = ['password', 'keyboard-interactive', 'publickey'];

function isLoopback(address: string | undefined): address is string {
  return address !== undefined && /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** The `n`-th address after `base` in 127/8 (skipping .0 and .255 in the last octet). */
export function nthAddress(base: string, n: number): string {
  const parts = base.split('.').map(Number);
  if (parts.length !== 4 || parts[0] !== 127 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) {
    throw new Error(`bind must be an address in 127.0.0.0/8, not ${base}`);
  }
  let value = ((parts[1] ?? 0) << 16) + ((parts[2] ?? 0) << 8) + (parts[3] ?? 1);
  for (let i = 0; i < n; i += 1) {
    value += 1;
    if ((value & 0xff) === 255) value += 2;
  }
  if (value > 0xfffffe) throw new Error('out of loopback addresses');
  return `127.${(value >> 16) & 0xff}.${(value >> 8) & 0xff}.${value & 0xff}`;
}

/** A port no one listens on: bound, read, released (the `noSsh` fault answers with a refused connection). */
function refusedPort(address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, address, () => {
      const bound = server.address();
      const port = typeof bound === 'object' && bound ? bound.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function merge(
  base: HostSettings,
  over: HostSettings | undefined,
  faults: LabFaults | undefined,
): HostSettings {
  return {
    ...base,
    ...over,
    faults: { ...base.faults, ...over?.faults, ...faults },
  };
}

/**
 * Serves every device of a snapshot folder: one SSH (or telnet) server per host, each on its own loopback
 * address. Resolves once all listen; `close()` stops them and ends open sessions.
 */
export async function startLab(options: StartLabOptions): Promise<Lab> {
  const folder = await loadLabFolder(options.folder);
  const keysDir = options.keysDir ?? DEFAULT_KEYS_DIR;
  const base = options.bind ?? '127.0.10.1';
  const defaultPort = options.port ?? 2222;
  const servers: HostServer[] = [];
  const hosts: LabHost[] = [];
  let next = 0;
  const usedAddresses = new Set<string>();
  const specs = options.only ? folder.devices.filter((d) => options.only?.includes(d.name)) : folder.devices;
  for (const spec of specs) {
    const settings = merge(spec.settings, options.hosts?.[spec.name], options.faults?.[spec.name]);
    const faults = settings.faults ?? {};
    const port = spec.port ?? defaultPort;
    let address: string;
    if (!options.rebind && isLoopback(spec.address) && !usedAddresses.has(`${spec.address}:${port}`)) {
      address = spec.address;
    } else {
      do {
        address = nthAddress(base, next);
        next += 1;
      } while (usedAddresses.has(`${address}:${port}`));
    }
    usedAddresses.add(`${address}:${port}`);
    const users =
      settings.users && settings.users.length > 0 ? settings.users : (options.users ?? DEFAULT_USERS);
    const device = deviceCli({ ...spec, settings }, faults);
    const transport = settings.transport ?? 'ssh';
    const banner = settings.banner ?? defaultBanner(familyOf(spec.platform), spec.config);
    const first = users[0] ?? { username: 'admin', password: 'admin' };
    const host: LabHost = {
      name: spec.name,
      platform: spec.platform,
      address,
      port,
      transport,
      username: first.username,
      password: first.password ?? '',
      ...(settings.enablePassword !== undefined ? { enablePassword: settings.enablePassword } : {}),
      hostKeyFingerprint: '',
      listening: !faults.noSsh,
      faults,
    };
    try {
      if (faults.noSsh) {
        host.port = port === 0 ? await refusedPort(address) : port;
      } else if (transport === 'telnet') {
        const started = await startTelnetHost({
          device,
          address,
          port,
          users,
          authMethods: ['password'],
          banner,
        });
        servers.push(started);
        host.port = started.port;
      } else {
        const key = await hostKey(keysDir, spec.name, faults.changedHostKey === true);
        const started = await startSshHost({
          device,
          address,
          port,
          users,
          authMethods: settings.authMethods ?? ALL_METHODS,
          banner,
          hostKey: key,
        });
        servers.push(started);
        host.port = started.port;
        host.hostKeyFingerprint = fingerprintOfKey(key);
      }
    } catch (error) {
      await Promise.all(servers.map((s) => s.close()));
      throw new Error(
        `${spec.name}: cannot listen on ${address}:${port}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    hosts.push(host);
  }
  return {
    hosts,
    warnings: folder.warnings,
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}

/** The host keys' fingerprints a lab would serve, without serving (for TOFU tests that need the old key). */
export async function labHostKeyFingerprint(keysDir: string, host: string, changed = false): Promise<string> {
  return fingerprintOfKey(await hostKey(keysDir, host, changed));
}
