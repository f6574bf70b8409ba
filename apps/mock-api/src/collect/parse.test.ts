import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCollected } from './parse';

const BATFISH = resolve(import.meta.dirname, '../../../../../shared/fixtures/batfish-example/configs');
const files = readdirSync(BATFISH)
  .sort()
  .map((name) => ({ path: `configs/${name}`, text: readFileSync(join(BATFISH, name), 'utf8') }));

describe('parsing a run', () => {
  it('gives the same parse in a worker thread as in this one, telling its progress', async () => {
    const progress: [number, number][] = [];
    const inWorker = await parseCollected(files, (done, total) => progress.push([done, total]), 'worker');
    const here = await parseCollected(files, undefined, 'thread');
    expect(inWorker.devices.map((d) => d.hostname)).toEqual(here.devices.map((d) => d.hostname));
    expect(inWorker.inference.links).toEqual(here.inference.links);
    expect(inWorker.files).toEqual(here.files);
    expect(progress.at(-1)).toEqual([13, 13]);
    const done = progress.map(([value]) => value);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  }, 60_000);
});
