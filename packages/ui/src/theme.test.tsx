import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from './test-utils';
import { INPUT_HEIGHT, TAG_COLORS } from './theme';

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
});
