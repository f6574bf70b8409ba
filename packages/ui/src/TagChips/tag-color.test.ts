import { describe, expect, it } from 'vitest';
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
    expect(textColorOn('red')).toBe('#fff');
  });
});
