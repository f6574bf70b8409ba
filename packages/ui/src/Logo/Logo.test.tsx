import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Logo } from './Logo';

describe('Logo', () => {
  it('names the product for assistive technology and shows the short name', () => {
    renderWithTheme(<Logo />);
    expect(screen.getByRole('img', { name: 'Lightweight Network Explorer' })).toBeTruthy();
    expect(screen.getByText('LNE')).toBeTruthy();
  });

  it('hides the word mark when compact', () => {
    renderWithTheme(<Logo compact />);
    expect(screen.queryByText('LNE')).toBeNull();
  });
});
