import { DEFAULT_THEME, mergeMantineTheme, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from './test-utils';
import { cssVariablesResolver, INPUT_HEIGHT, TAG_COLORS, theme } from './theme';

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
});
