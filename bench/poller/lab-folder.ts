/** The benchmark's lab: a folder of N cloned devices, served by the device lab in a child process. */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, '../../packages/device-lab/test/fixtures/lab');

/** The hostname each original device calls itself in its texts. */
const HOSTNAMES: Record<string, string> = { r1: 'R1-CORE' };

/** A copy of a text in which the original device calls itself by the clone's name. */
async function renamed(path: string, original: string, name: string): Promise<string> {
  const own = HOSTNAMES[original] ?? original;
  return (await readFile(path, 'utf8')).replace(new RegExp(`\\b${own}\\b`, 'g'), name);
}

/**
 * A lab folder of `count` devices: the hand-made network's eight devices, each cloned in turn, every clone
 * calling itself by its own name (so that the parsed network holds `count` devices, not eight).
 */
export async function buildFolder(folder: string, count: number): Promise<void> {
  const originals = (await readdir(join(fixtures, 'show'))).sort();
  const configs = await readdir(join(fixtures, 'configs'));
  const platforms: Record<string, string> = {
    r1: 'cisco_ios',
    sw1: 'cisco_xe',
    nx1: 'cisco_nxos',
    eos1: 'arista_eos',
    mx1: 'juniper_junos',
    hp1: 'hp_procurve',
    cx1: 'aruba_aoscx',
    mt1: 'mikrotik_routeros',
  };
  const inventory: string[] = [];
  await mkdir(join(folder, 'configs'), { recursive: true });
  await mkdir(join(folder, 'show'), { recursive: true });
  for (let i = 0; i < count; i += 1) {
    const original = originals[i % originals.length] ?? 'r1';
    const name = `dev${String(i + 1).padStart(4, '0')}`;
    const config = configs.find((c) => c.startsWith(`${original}.`));
    if (config) {
      const text = await renamed(join(fixtures, 'configs', config), original, name);
      await writeFile(join(folder, 'configs', `${name}${config.slice(original.length)}`), text);
    }
    await mkdir(join(folder, 'show', name));
    for (const file of await readdir(join(fixtures, 'show', original))) {
      const text = await renamed(join(fixtures, 'show', original, file), original, name);
      await writeFile(join(folder, 'show', name, file), text);
    }
    const address = `127.0.${50 + Math.floor(i / 250)}.${(i % 250) + 1}`;
    inventory.push(
      `${name}:\n  hostname: ${address}\n  platform: ${platforms[original]}\n  data:\n    lab:\n      promptName: ${name}`,
    );
  }
  await writeFile(join(folder, 'hosts.yaml'), `${inventory.join('\n')}\n`);
}

export function startLabProcess(folder: string, keysDir: string) {
  const child = spawn(
    process.execPath,
    ['--conditions=@lne/source', '--import', 'tsx', join(here, 'lab-process.ts'), folder, keysDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const messages: Record<string, unknown>[] = [];
  const waiters: ((m: Record<string, unknown>) => void)[] = [];
  lines.on('line', (line) => {
    const message = JSON.parse(line) as Record<string, unknown>;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolveMessage) => {
      const queued = messages.shift();
      if (queued) resolveMessage(queued);
      else waiters.push(resolveMessage);
    });
  return { child, next };
}
