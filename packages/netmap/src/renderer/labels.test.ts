import { describe, expect, it } from 'vitest';
import { labelWidth } from './labels';

/** A 2D context whose characters are as wide as their code point's last digit plus one, kerning-free. */
function fakeContext() {
  const measured: string[] = [];
  const ctx = {
    font: '',
    measureText(text: string) {
      measured.push(`${ctx.font}:${text}`);
      let width = 0;
      for (const char of text) width += ((char.codePointAt(0) ?? 0) % 10) + 1;
      return { width };
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, measured };
}

describe('label widths', () => {
  it('sums plain text from its characters, each measured once per font', () => {
    const { ctx, measured } = fakeContext();
    // "G" 71 → 2, "i" 105 → 6, "1" 49 → 10, "/" 47 → 8, "0" 48 → 9
    expect(labelWidth(ctx, '10px a', 'Gi1/0/1')).toBe(2 + 6 + 10 + 8 + 9 + 8 + 10);
    expect(labelWidth(ctx, '10px a', 'Gi1/0/2')).toBe(2 + 6 + 10 + 8 + 9 + 8 + 1);
    expect(measured.filter((m) => m.startsWith('10px a:')).sort()).toEqual(
      ['10px a:/', '10px a:0', '10px a:1', '10px a:2', '10px a:G', '10px a:i'].sort(),
    );
    labelWidth(ctx, '12px a', 'Gi');
    expect(measured).toContain('12px a:G');
  });

  it('measures other text whole, as the font shapes it', () => {
    const { ctx, measured } = fakeContext();
    expect(labelWidth(ctx, '10px b', 'Zürich-1')).toBeGreaterThan(0);
    expect(measured).toEqual(['10px b:Zürich-1']);
    labelWidth(ctx, '10px b', 'Zürich-1');
    expect(measured).toHaveLength(1);
  });
});
