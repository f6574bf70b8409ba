import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../contrast';
import { colorForClass, TAG_CLASS_PALETTE, textColorOn } from './tag-color';

describe('colorForClass', () => {
  const tags = [
    { klass: 'criticality', color: '#e03131' },
    { klass: 'location', color: '#1971c2' },
  ];

  it('takes the colour of the existing tags of the class, whatever the case', () => {
    expect(colorForClass('location', tags)).toBe('#1971c2');
    expect(colorForClass('Criticality', tags)).toBe('#e03131');
  });

  it('gives a new class a palette colour that stays the same for the same name', () => {
    const color = colorForClass('owner', tags);
    expect(TAG_CLASS_PALETTE).toContain(color);
    expect(colorForClass('owner', [])).toBe(color);
  });
});

describe('textColorOn', () => {
  it('writes black on light and white on dark colours', () => {
    expect(textColorOn('#ffe066')).toBe('#000');
    expect(textColorOn('#1971c2')).toBe('#fff');
    expect(textColorOn('#c92a2a')).toBe('#fff');
  });

  it('writes black on mid-bright colours that white text would not read on (WCAG AA)', () => {
    // Mantine's 6th shades, as tags of the seeded networks carry them: white reads at 2.6–4:1 on these.
    for (const color of ['#fd7e14', '#12b886', '#228be6', '#fa5252', '#be4bdb']) {
      expect(textColorOn(color)).toBe('#000');
      expect(contrastRatio('#000000', color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reads at 4.5:1 on every colour of the class palette', () => {
    for (const color of TAG_CLASS_PALETTE) {
      expect(contrastRatio(textColorOn(color), color)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
