import {
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  mergeMantineTheme,
  TextInput,
} from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { renderWithTheme } from './test-utils';
import { colorTextShades, cssVariablesResolver, INPUT_HEIGHT, TAG_COLORS, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const PALETTE = Object.keys(merged.colors).filter((name) => name !== 'dark' && name !== 'gray');
const shadeOf = (name: string, shade: number) => merged.colors[name]?.[shade] ?? '';

describe('theme', () => {
  it('gives inputs the height of spec §9', () => {
    expect(INPUT_HEIGHT).toBe(42);
    renderWithTheme(<TextInput label="Name" />);
    expect(screen.getByLabelText('Name').style.minHeight).toBe('42px');
  });

  it('has a colour for every assessment tag of spec §2', () => {
    expect(Object.keys(TAG_COLORS).sort()).toEqual(
      ['Interface', 'NetDevice', 'Performance', 'Reliability', 'Security', 'Suspicious'].sort(),
    );
  });

  it('darkens dimmed text and the primary shade to read at 4.5:1 in both schemes', () => {
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
    const resolved = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(resolved.light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(resolved.dark['--mantine-color-dimmed']).toBe('var(--mantine-color-dark-1)');
  });

  it('gives the provider every colour text shade of both schemes', () => {
    const resolved = cssVariablesResolver(merged);
    expect(resolved.light).toMatchObject(colorTextShades(merged, 'light'));
    expect(resolved.dark).toMatchObject(colorTextShades(merged, 'dark'));
  });

  describe.each(PALETTE)('%s reads at 4.5:1', (name) => {
    const light = colorTextShades(merged, 'light');
    const dark = colorTextShades(merged, 'dark');

    it('as text and outline on the light page, its stripes and hovers', () => {
      const text = light[`--mantine-color-${name}-text`] ?? '';
      expect(light[`--mantine-color-${name}-outline`]).toBe(text);
      for (const background of ['#ffffff', shadeOf('gray', 0), shadeOf('gray', 1)]) {
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('as a light badge in the light scheme (shade 1, hovered shade 2)', () => {
      const text = light[`--mantine-color-${name}-light-color`] ?? '';
      expect(contrastRatio(text, shadeOf(name, 1))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, shadeOf(name, 2))).toBeGreaterThanOrEqual(4.5);
    });

    it('as text in the dark scheme, and as a light badge there (Mantine’s own shades)', () => {
      const text = dark[`--mantine-color-${name}-text`] ?? '';
      for (const shade of [5, 6, 7, 8]) {
        expect(contrastRatio(text, shadeOf('dark', shade))).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(shadeOf(name, 0), darken(shadeOf(name, 9), 0.5))).toBeGreaterThanOrEqual(4.5);
    });

    it('as the black or white text of its filled shade', () => {
      const filled = defaultVariantColorsResolver({ color: name, theme: merged, variant: 'filled' });
      const text = filled.color === 'var(--mantine-color-black)' ? merged.black : merged.white;
      expect(contrastRatio(text, shadeOf(name, 8))).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('moves a shade only as far as it must: pink 8 stays, green 8 darkens', () => {
    const light = colorTextShades(merged, 'light');
    expect(light['--mantine-color-pink-text']).toBe(shadeOf('pink', 8));
    expect(light['--mantine-color-green-text']).not.toBe(shadeOf('green', 8));
    expect(contrastRatio(shadeOf('green', 8), '#ffffff')).toBeLessThan(4.5);
  });

  it('writes black on filled orange and yellow, white on filled blue and red', () => {
    const textOf = (color: string) =>
      defaultVariantColorsResolver({ color, theme: merged, variant: 'filled' }).color;
    expect(textOf('orange')).toBe('var(--mantine-color-black)');
    expect(textOf('yellow')).toBe('var(--mantine-color-black)');
    expect(textOf('blue')).toBe('var(--mantine-color-white)');
    expect(textOf('red')).toBe('var(--mantine-color-white)');
  });
});
