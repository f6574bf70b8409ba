import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, textColorOn, WHITE_TEXT_LUMINANCE } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's green 8 on white.
    expect(contrastRatio('#2f9e44', '#ffffff')).toBeCloseTo(3.45, 2);
    expect(contrastRatio('#ffffff', '#2f9e44')).toBeCloseTo(3.45, 2);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#1971c2', ['#ffffff'], 'darken')).toBe('#1971c2');
  });
  it('darkens a colour on light backgrounds until it reads on all of them', () => {
    const color = readableOn('#2f9e44', ['#ffffff', '#f1f3f5'], 'darken');
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
    // Just far enough: one step less would not read.
    expect(contrastRatio(color, '#f1f3f5')).toBeLessThan(5.2);
  });
  it('lightens a colour on dark backgrounds', () => {
    const color = readableOn('#7950f2', ['#242424'], 'lighten');
    expect(color).not.toBe('#7950f2');
    expect(contrastRatio(color, '#242424')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('textColorOn', () => {
  it('switches from white to black where white stops reading at 4.5:1', () => {
    expect(WHITE_TEXT_LUMINANCE).toBeCloseTo(0.1833, 4);
    expect(textColorOn('#e03131')).toBe('#fff');
    expect(textColorOn('#e8590c')).toBe('#000');
  });
});
