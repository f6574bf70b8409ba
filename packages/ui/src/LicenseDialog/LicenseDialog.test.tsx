import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { LicenseDialog } from './LicenseDialog';

describe('LicenseDialog', () => {
  it("greets with 'Hey there,' and keeps Save disabled until the key changes", () => {
    renderWithTheme(<LicenseDialog opened onClose={() => {}} onSubmit={() => {}} currentKey="OLD" />);
    expect(screen.getByText('Hey there,')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('License Key'), { target: { value: 'NEW' } });
    expect(save.disabled).toBe(false);
  });

  it("requires a key with 'This field is required'", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<LicenseDialog opened onClose={() => {}} onSubmit={onSubmit} currentKey="OLD" />);
    fireEvent.change(screen.getByLabelText('License Key'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('This field is required')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the trimmed key and cancels', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(<LicenseDialog opened onClose={onClose} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('License Key'), { target: { value: ' KEY-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('KEY-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
