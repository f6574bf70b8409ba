/**
 * The built-in parsers on the ntc-templates cases: each `.raw` output read by the platform's parser, its facts
 * compared with the `.yml` records through a small per-command adapter (`test/ntc/adapters`). Every command
 * folder of the fixtures has an adapter and a parser; the pass rates per platform × command are those the
 * package README shows.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTERS } from './ntc/adapters/index';
import { ntcCases } from './ntc/cases';
import {
  adapterCommand,
  COMMANDS_END,
  COMMANDS_START,
  measureCases,
  measureEngine,
  normalizeMarkdown,
  parserFor,
  RATES_END,
  RATES_START,
  rateRows,
  renderCommands,
  renderRates,
  section,
} from './ntc/rates';

const cases = ntcCases();
const outcomes = measureCases(cases);

describe('the ntc-templates fixtures', () => {
  it('have an adapter and a built-in parser for every command folder', () => {
    const folders = [...new Set(cases.map((c) => `${c.platform}/${c.commandDir}`))];
    const adapted = new Set(
      Object.entries(ADAPTERS).flatMap(([platform, adapters]) =>
        adapters.map((a) => `${platform}/${a.commandDir}`),
      ),
    );
    expect(folders.length).toBeGreaterThanOrEqual(112);
    expect(folders.filter((f) => !adapted.has(f))).toEqual([]);
    const withoutParser = Object.entries(ADAPTERS).flatMap(([platform, adapters]) =>
      adapters
        .filter((a) => !parserFor(platform, adapterCommand(a)))
        .map((a) => `${platform}/${a.commandDir}`),
    );
    expect(withoutParser).toEqual([]);
  });

  it('have cases for every adapter', () => {
    const empty = Object.entries(ADAPTERS).flatMap(([platform, adapters]) =>
      adapters
        .filter((a) => !cases.some((c) => c.platform === platform && c.commandDir === a.commandDir))
        .map((a) => `${platform}/${a.commandDir}`),
    );
    expect(empty).toEqual([]);
  });

  it('name only existing cases in known gaps and corrections', () => {
    const stale = Object.entries(ADAPTERS).flatMap(([platform, adapters]) =>
      adapters.flatMap((a) =>
        [...Object.keys(a.knownGaps ?? {}), ...Object.keys(a.corrections ?? {})]
          .filter(
            (name) =>
              !cases.some((c) => c.platform === platform && c.commandDir === a.commandDir && c.name === name),
          )
          .map((name) => `${platform}/${a.commandDir}/${name}`),
      ),
    );
    expect(stale).toEqual([]);
  });
});

for (const platform of Object.keys(ADAPTERS)) {
  describe(`${platform}: built-in parsers derive the facts of the ntc-templates cases`, () => {
    for (const outcome of outcomes.filter((o) => o.platform === platform)) {
      const label = `${outcome.commandDir}/${outcome.name}`;
      if (outcome.reason !== undefined && outcome.uncorrected !== undefined) {
        it(`${label} (against corrected records)`, () => {
          expect(outcome.uncorrected, `the correction is no longer needed: ${outcome.reason}`).not.toEqual(
            [],
          );
          expect(outcome.mismatches).toEqual([]);
        });
      } else if (outcome.concerns !== undefined) {
        it(`${label} (known gap)`, () => {
          expect(outcome.mismatches, `the known gap now passes: ${outcome.reason}`).not.toEqual([]);
          // Only the keys the gap names differ: everything else of the case matches.
          expect(outcome.mismatches.filter((m) => !outcome.concerns?.some((k) => m.includes(k)))).toEqual([]);
          for (const key of outcome.concerns ?? []) {
            expect(
              outcome.mismatches.some((m) => m.includes(key)),
              `${key} is no longer a mismatch`,
            ).toBe(true);
          }
        });
      } else {
        it(label, () => {
          expect(outcome.mismatches).toEqual([]);
        });
      }
    }
  });
}

describe('pass rates', () => {
  it('count every case once per platform × command', () => {
    const rows = rateRows(outcomes);
    expect(rows.reduce((sum, r) => sum + r.cases, 0)).toBe(outcomes.length);
    expect(outcomes.length).toBe(cases.length);
    for (const r of rows) expect(r.pass + r.corrected + r.gaps + r.fail).toBe(r.cases);
  });

  const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');

  it('are the table of the package README (regenerate: node scripts/pass-rates.mjs --write)', () => {
    expect(normalizeMarkdown(section(readme, RATES_START, RATES_END) ?? '')).toBe(
      normalizeMarkdown(renderRates(outcomes, measureEngine(cases))),
    );
  });

  it('list the built-in commands as the package README does', () => {
    expect(normalizeMarkdown(section(readme, COMMANDS_START, COMMANDS_END) ?? '')).toBe(
      normalizeMarkdown(renderCommands()),
    );
  });
});
