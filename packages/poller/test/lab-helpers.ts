import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { commandOfFile, type Lab, type LabHost, type StartLabOptions, startLab } from '@lne/device-lab';
import type { PollTarget } from '../src/index';

/** The device lab's hand-made network: one device of each supported platform. */
export const LAB_FOLDER = resolve(import.meta.dirname, '../../device-lab/test/fixtures/lab');

/** A lab on free ports with host keys in a fresh temporary folder; `stop` closes it and removes the keys. */
export async function openLab(
  options: Omit<StartLabOptions, 'folder' | 'keysDir'> & { folder?: string } = {},
): Promise<Lab & { keysDir: string; stop: () => Promise<void> }> {
  const keysDir = await mkdtemp(join(tmpdir(), 'poller-test-keys-'));
  const lab = await startLab({ folder: LAB_FOLDER, port: 0, ...options, keysDir });
  return {
    ...lab,
    keysDir,
    stop: async () => {
      await lab.close();
      await rm(keysDir, { recursive: true, force: true });
    },
  };
}

export function targetOf(host: LabHost, withPlatform = true): PollTarget {
  return {
    name: host.name,
    host: host.address,
    port: host.port,
    transport: host.transport,
    ...(withPlatform ? { platform: host.platform } : {}),
    username: host.username,
    password: host.password,
    ...(host.enablePassword !== undefined ? { enablePassword: host.enablePassword } : {}),
  };
}

export function hostNamed(lab: Lab, name: string): LabHost {
  const host = lab.hosts.find((h) => h.name === name);
  if (!host) throw new Error(`no lab host ${name}`);
  return host;
}

/** What a device prints for a file: its text, ending with a line end as every output before a prompt does. */
export function printed(text: string): string {
  const lf = text.replace(/\r\n/g, '\n');
  return lf === '' || lf.endsWith('\n') ? lf : `${lf}\n`;
}

/** The lab folder's files of a host: its configuration and its show outputs by command. */
export async function hostFiles(
  host: string,
  folder = LAB_FOLDER,
): Promise<{ config?: string; shows: Map<string, string> }> {
  const configs = await readdir(join(folder, 'configs'));
  const configFile = configs.find((f) => f.replace(/\.[a-z]+$/, '') === host);
  const config = configFile ? await readFile(join(folder, 'configs', configFile), 'utf8') : undefined;
  const shows = new Map<string, string>();
  const dir = join(folder, 'show', host);
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    shows.set(commandOfFile(file), await readFile(join(dir, file), 'utf8'));
  }
  return { config, shows };
}

/** A command as the lab matches it: lower-case, no RouterOS `/`, no `without-paging`. */
export function labCommand(command: string): string {
  return command
    .toLowerCase()
    .replace(/^\//, '')
    .replace(/ without-paging$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
