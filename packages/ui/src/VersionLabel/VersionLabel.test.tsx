import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { VersionLabel } from './VersionLabel';

describe('VersionLabel', () => {
  it('shows the product name and version', () => {
    renderWithTheme(<VersionLabel version="1.2.3" commitId="abc1234" />);
    expect(screen.getByTestId('version-label').textContent).toBe('lightweight network explorer | 1.2.3');
  });

  it('shows the commit id as tooltip on hover', async () => {
    renderWithTheme(<VersionLabel version="1.2.3" commitId="abc1234" />);
    fireEvent.mouseEnter(screen.getByTestId('version-label'));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('abc1234'));
  });

  it('shows a placeholder while the version loads', () => {
    renderWithTheme(<VersionLabel version={undefined} commitId={undefined} />);
    expect(screen.getByTestId('version-label').textContent).toBe('lightweight network explorer | …');
  });
});
