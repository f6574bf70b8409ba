import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseNornirHosts, parseSnapshot, type SnapshotFile } from '@lne/netparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollMany, writeSnapshotFolder } from '../src/index';
import { LAB_FOLDER, openLab, printed, targetOf } from './lab-helpers';

async function readFolder(folder: string): Promise<SnapshotFile[]> {
  const files: SnapshotFile[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.push({ path: relative(folder, path), text: await readFile(path, 'utf8') });
    }
  };
  await walk(folder);
  return files;
}

/** Facts without where they were read (file names differ: `show_cdp_neighbors_detail.txt` vs `show cdp …`). */
function facts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(facts);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['source', 'sources', 'file', 'files', 'evidence'].includes(key))
        .map(([key, v]) => [key, facts(v)]),
    );
  }
  return value;
}

describe('a poll exported as a snapshot folder', () => {
  let lab: Awaited<ReturnType<typeof openLab>>;
  let out: string;

  beforeAll(async () => {
    lab = await openLab();
    out = await mkdtemp(join(tmpdir(), 'poller-snapshot-'));
  });
  afterAll(async () => {
    await lab.stop();
    await rm(out, { recursive: true, force: true });
  });

  it('parses into the same facts as the lab folder it was polled from', async () => {
    const results = await pollMany(
      lab.hosts.map((h) => targetOf(h)),
      { concurrency: 4 },
    );
    expect(results.map((r) => r.status)).toEqual(lab.hosts.map(() => 'ok'));
    const inventory = parseNornirHosts(await readFile(join(LAB_FOLDER, 'hosts.yaml'), 'utf8')).inventory;
    const data: Record<string, Record<string, string>> = {};
    for (const host of Object.values(inventory)) data[host.name] = host.site ? { site: host.site } : {};
    const written = await writeSnapshotFolder(out, results, { data });
    expect(written.some((f) => f.path === 'configs/r1.cfg')).toBe(true);
    expect(written.some((f) => f.path === 'show/mt1/ip address print detail without-paging.txt')).toBe(true);

    const polled = parseSnapshot(await readFolder(out));
    const original = parseSnapshot(await readFolder(LAB_FOLDER));
    expect(polled.devices.map((d) => d.hostname).sort()).toEqual(
      original.devices.map((d) => d.hostname).sort(),
    );
    const byName = (list: typeof polled.devices) =>
      Object.fromEntries(list.map((d) => [d.hostname, facts(d)]));
    expect(byName(polled.devices)).toEqual(byName(original.devices));
    expect(facts(polled.inference)).toEqual(facts(original.inference));
    expect(polled.devices.find((d) => d.hostname === 'R1-CORE')?.interfaces.length).toBeGreaterThan(3);
  });
});

describe('a lab built from third-party configurations (Batfish example network, read in place)', () => {
  const batfish = resolve(import.meta.dirname, '../../../../shared/fixtures/batfish-example');
  let folder: string;
  let lab: Awaited<ReturnType<typeof openLab>>;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'poller-batfish-lab-'));
    await cp(join(batfish, 'configs'), join(folder, 'configs'), { recursive: true });
    lab = await openLab({ folder, bind: '127.0.30.1' });
  });
  afterAll(async () => {
    await lab.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves each router as IOS, detected from its configuration, and the poll returns each text', async () => {
    expect(lab.hosts.length).toBeGreaterThan(10);
    expect(new Set(lab.hosts.map((h) => h.platform))).toEqual(new Set(['cisco_ios']));
    const results = await pollMany(
      lab.hosts.map((h) => targetOf(h, false)),
      { concurrency: 8 },
    );
    for (const result of results) {
      expect(result.status, `${result.name}: ${result.detail}`).toBe('ok');
      const name = result.name;
      const config = await readFile(join(folder, 'configs', `${name}.cfg`), 'utf8');
      expect(result.outputs.find((o) => o.kind === 'config')?.text, name).toBe(printed(config));
    }
  });
});
