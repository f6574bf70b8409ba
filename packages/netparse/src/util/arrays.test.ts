import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendAll } from './arrays';

/** `list.push(...items)`, `Math.max(...values)` and the like. */
const SPREAD_CALL =
  /\.(?:push|unshift)\(\s*\.\.\.|\.splice\([^{}()]*,\s*\.\.\.|Math\.(?:max|min)\(\s*\.\.\.|fromCharCode\(\s*\.\.\./;

describe('appendAll', () => {
  it('appends in order and returns the target', () => {
    const into = [1, 2];
    expect(appendAll(into, [3, 4])).toBe(into);
    expect(into).toEqual([1, 2, 3, 4]);
    expect(appendAll(into, new Set([5]))).toEqual([1, 2, 3, 4, 5]);
  });

  it('appends a list far longer than a call may have arguments', () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => i);
    // The spread form this replaces overflows the stack on such a list.
    expect(() => [].push(...(many as never[]))).toThrow(RangeError);
    const into: number[] = [-1];
    appendAll(into, many);
    expect(into.length).toBe(1_000_001);
    expect(into[1_000_000]).toBe(999_999);
  });
});

describe('the package source', () => {
  it('spreads no list into the arguments of a call (the stack limits their number)', () => {
    const root = resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (!/^\s*(?:\*|\/\/)/.test(line) && SPREAD_CALL.test(line))
                offenders.push(`${path.slice(root.length + 1)}:${i + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
