import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CompiledTextFsm, compileTextFsm, TemplateIndex } from '../src/textfsm/index';
import { NTC_DIR, ntcAvailable, ntcCases } from './ntc/cases';

const TEMPLATES = join(NTC_DIR, 'templates');
const cases = ntcAvailable() ? ntcCases() : [];
const compiled = new Map<string, CompiledTextFsm>();

function template(name: string): CompiledTextFsm {
  let t = compiled.get(name);
  if (!t) {
    t = compileTextFsm(readFileSync(join(TEMPLATES, name), 'utf8'));
    compiled.set(name, t);
  }
  return t;
}

describe('ntc-templates fixtures', () => {
  it('are present', () => {
    expect(cases.length).toBeGreaterThanOrEqual(257);
  });

  it.each(cases.map((c) => [`${c.platform}/${c.commandDir}/${c.name}`, c] as const))(
    '%s parses to its expected records',
    (_label, c) => {
      const name = `${c.platform}_${c.commandDir}.textfsm`;
      expect(existsSync(join(TEMPLATES, name))).toBe(true);
      expect(template(name).parse(c.raw)).toEqual(c.expected);
    },
  );
});

describe('ntc-templates index of the fixtures', () => {
  const indexText = ntcAvailable() ? readFileSync(join(TEMPLATES, 'index'), 'utf8') : '';
  const index = new TemplateIndex(indexText, (name) => {
    const path = join(TEMPLATES, name);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  });
  const folders = [...new Map(cases.map((c) => [`${c.platform}/${c.commandDir}`, c])).values()];

  it.each(folders.map((c) => [`${c.platform}/${c.commandDir}`, c] as const))(
    '%s: the folder command resolves to its template',
    (_label, c) => {
      expect(index.find(c.platform, c.command)).toEqual([`${c.platform}_${c.commandDir}.textfsm`]);
    },
  );

  it('parses every case through the index as parse_output does', () => {
    const mismatches = cases.filter((c) => {
      const records = index.parse(c.platform, c.command, c.raw);
      return (
        JSON.stringify(records) !==
        JSON.stringify(template(`${c.platform}_${c.commandDir}.textfsm`).parse(c.raw))
      );
    });
    expect(mismatches.map((c) => c.rawPath)).toEqual([]);
  });

  it('lists every template file of the fixtures', () => {
    const named = new Set(index.entries.flatMap((e) => e.templates));
    for (const c of cases) expect(named.has(`${c.platform}_${c.commandDir}.textfsm`)).toBe(true);
  });
});
