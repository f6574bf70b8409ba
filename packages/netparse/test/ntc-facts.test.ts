import { describe, expect, it } from 'vitest';
import type { ShowParserEntry } from '../src/parse/types';
import { SHOW_PARSERS } from '../src/show/registry';
import type { FactAdapter } from './ntc/adapter';
import { ADAPTERS } from './ntc/adapters/index';
import { ntcCases } from './ntc/cases';

/** The full command of an index-form command: `sh[[ow]] ver[[sion]]` → `show version`. */
function fullCommand(indexCommand: string): string {
  return indexCommand.replace(/\[\[|\]\]/g, '').trim();
}

function parserFor(platform: string, command: string): ShowParserEntry | undefined {
  return SHOW_PARSERS.find((entry) => entry.platform === platform && fullCommand(entry.command) === command);
}

const cases = ntcCases();

for (const [platform, adapters] of Object.entries(ADAPTERS) as [string, FactAdapter[]][]) {
  describe(`${platform}: built-in parsers derive the facts of the ntc-templates cases`, () => {
    for (const adapter of adapters) {
      const command = adapter.command ?? adapter.commandDir.replace(/_/g, ' ');
      const own = cases.filter((c) => c.platform === platform && c.commandDir === adapter.commandDir);
      it(`${adapter.commandDir} has cases and a parser`, () => {
        expect(own.length).toBeGreaterThan(0);
        expect(parserFor(platform, command)?.command).toBeDefined();
      });
      for (const testCase of own) {
        const gap = adapter.knownGaps?.[testCase.name];
        it(`${adapter.commandDir}/${testCase.name}${gap ? ' (known gap)' : ''}`, () => {
          const entry = parserFor(platform, command);
          if (!entry) throw new Error(`no built-in parser for ${platform} ${command}`);
          const result = entry.parse(testCase.raw, { file: testCase.rawPath, platform });
          const mismatches = adapter.check(testCase.expected, result.facts, result);
          if (gap) expect(mismatches, `known gap now passes: ${gap}`).not.toEqual([]);
          else expect(mismatches).toEqual([]);
        });
      }
    }
  });
}
