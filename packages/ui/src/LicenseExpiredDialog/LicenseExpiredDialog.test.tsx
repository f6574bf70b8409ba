import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { LicenseExpiredDialog } from './LicenseExpiredDialog';

describe('LicenseExpiredDialog', () => {
  it('lets an admin enter a new key', () => {
    renderWithTheme(<LicenseExpiredDialog opened canEnterKey onSubmit={() => {}} />);
    expect(screen.getByLabelText('License Key')).toBeTruthy();
    expect(screen.queryByText('Please contact your administrator to renew the license.')).toBeNull();
  });

  it('tells others to contact their administrator', () => {
    renderWithTheme(<LicenseExpiredDialog opened canEnterKey={false} onSubmit={() => {}} />);
    expect(screen.getByText('Please contact your administrator to renew the license.')).toBeTruthy();
    expect(screen.queryByLabelText('License Key')).toBeNull();
  });

  it('cannot be closed with Escape', () => {
    renderWithTheme(<LicenseExpiredDialog opened canEnterKey={false} onSubmit={() => {}} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });
});
