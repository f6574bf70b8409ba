import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';

/**
 * The ntc-templates test cases of `../shared/fixtures/ntc-templates` (third-party data, read in place, never copied):
 * `tests/<platform>/<command>/<name>.raw` device output and `<name>.yml` with the expected records.
 */
export const NTC_DIR = resolve(import.meta.dirname, '../../../../../shared/fixtures/ntc-templates');

export type NtcRecord = Record<string, string | string[]>;

export type NtcCase = {
  platform: string;
  /** The command folder, e.g. `show_lldp_neighbors_detail`. */
  commandDir: string;
  /** The command as typed, e.g. `show lldp neighbors detail`. */
  command: string;
  name: string;
  rawPath: string;
  raw: string;
  expected: NtcRecord[];
};

export function ntcAvailable(): boolean {
  return existsSync(join(NTC_DIR, 'tests'));
}

/** Every case of a platform (and a command folder, when given), sorted. */
export function ntcCases(platform?: string, commandDir?: string): NtcCase[] {
  const tests = join(NTC_DIR, 'tests');
  const out: NtcCase[] = [];
  for (const p of readdirSync(tests).sort()) {
    if (platform !== undefined && p !== platform) continue;
    for (const c of readdirSync(join(tests, p)).sort()) {
      if (commandDir !== undefined && c !== commandDir) continue;
      const dir = join(tests, p, c);
      for (const file of readdirSync(dir).sort()) {
        if (!file.endsWith('.raw')) continue;
        const base = file.slice(0, -'.raw'.length);
        const ymlPath = join(dir, `${base}.yml`);
        if (!existsSync(ymlPath)) continue;
        const parsed = parseYaml(readFileSync(ymlPath, 'utf8')) as { parsed_sample?: NtcRecord[] } | null;
        out.push({
          platform: p,
          commandDir: c,
          command: c.replace(/_/g, ' '),
          name: base,
          rawPath: join(dir, file),
          raw: readFileSync(join(dir, file), 'utf8'),
          expected: parsed?.parsed_sample ?? [],
        });
      }
    }
  }
  return out;
}
