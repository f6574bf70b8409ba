import { describe, expect, it } from 'vitest';
import { colorSchemeBootScript } from './color-scheme-boot';

/** Runs the boot script against a stored choice and a system scheme; returns the attribute it set. */
function run(stored: string | null | Error, systemDark: boolean): string | null {
  const attributes = new Map<string, string>();
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === 'lne-color-scheme' ? stored : null;
      },
    },
    matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }),
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('window', 'document', colorSchemeBootScript('lne-color-scheme'))(window, document);
  return attributes.get('data-mantine-color-scheme') ?? null;
}

describe('the colour-scheme boot script', () => {
  it('follows the system when nothing or auto is remembered', () => {
    expect(run(null, true)).toBe('dark');
    expect(run(null, false)).toBe('light');
    expect(run('auto', true)).toBe('dark');
  });

  it('uses the remembered choice over the system', () => {
    expect(run('light', true)).toBe('light');
    expect(run('dark', false)).toBe('dark');
  });

  it('follows the system when storage cannot be read', () => {
    expect(run(new Error('SecurityError'), true)).toBe('dark');
  });
});
