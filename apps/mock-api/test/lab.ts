import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Lab, type LabHost, type StartLabOptions, startLab } from '@lne/device-lab';

/** The device lab's hand-made network: one device of each platform the poller supports. */
export const LAB_FOLDER = resolve(import.meta.dirname, '../../../packages/device-lab/test/fixtures/lab');

export type OpenLab = Lab & { folder: string; keysDir: string; stop: () => Promise<void> };

/**
 * The lab network served on `base` and the addresses after it (free ports unless `port`), from a copy of its folder, with
 * host keys in `keysDir` (a fresh folder unless given: a lab started again on the same folder shows the same
 * keys).
 */
export async function openLab(
  base: string,
  options: Omit<StartLabOptions, 'folder' | 'keysDir' | 'bind'> & {
    keysDir?: string;
    /** Changes the folder's files before the lab reads them. */
    edit?: (folder: string) => Promise<void>;
  } = {},
): Promise<OpenLab> {
  const folder = await mkdtemp(join(tmpdir(), 'lne-api-lab-'));
  await cp(LAB_FOLDER, folder, { recursive: true });
  await options.edit?.(folder);
  const keysDir = options.keysDir ?? (await mkdtemp(join(tmpdir(), 'lne-api-lab-keys-')));
  const { edit: _edit, ...rest } = options;
  // The inventory's own addresses are left aside: the hosts take `base` and the ones after it.
  const lab = await startLab({ port: 0, ...rest, folder, keysDir, bind: base, rebind: true });
  return {
    ...lab,
    folder,
    keysDir,
    stop: async () => {
      await lab.close();
      await rm(folder, { recursive: true, force: true });
      if (!options.keysDir) await rm(keysDir, { recursive: true, force: true });
    },
  };
}

export function labHost(lab: Lab, name: string): LabHost {
  const host = lab.hosts.find((h) => h.name === name);
  if (!host) throw new Error(`no lab host ${name}`);
  return host;
}
