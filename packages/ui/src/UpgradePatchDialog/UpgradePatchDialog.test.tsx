import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { UpgradePatchDialog, type UpgradePatchDialogProps } from './UpgradePatchDialog';

const patch = { version: '2.4.1', release_date: '2026-10-02', changelog: 'Fixes' };

function setup(overrides: Partial<UpgradePatchDialogProps> = {}) {
  const props: UpgradePatchDialogProps = {
    opened: true,
    patches: [],
    status: 'idle',
    onFiles: vi.fn(),
    onApply: vi.fn(),
    onDelete: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  renderWithTheme(<UpgradePatchDialog {...props} />);
  return props;
}

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

describe('UpgradePatchDialog', () => {
  it('disables Apply and hides Delete until configs exist', () => {
    setup();
    expect(button('Apply')?.disabled).toBe(true);
    expect(button('Delete')).toBeNull();
  });

  it('lists patches with version, release date and changelog, and enables Apply and Delete', () => {
    const props = setup({ patches: [patch] });
    expect(screen.getByText('Version 2.4.1')).toBeTruthy();
    expect(screen.getByText('Release date: 2026-10-02')).toBeTruthy();
    expect(screen.getByText('Fixes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(props.onApply).toHaveBeenCalled();
    expect(props.onDelete).toHaveBeenCalled();
  });

  it('shows the progress texts', () => {
    setup({ status: 'uploading' });
    expect(screen.getByTestId('patch-progress').textContent).toBe('Uploading...');
  });

  it('passes .tgz files on and rejects others with the drop message', () => {
    const props = setup();
    const good = new File(['x'], 'patch.tgz');
    const bad = new File(['x'], 'patch.zip');
    fireEvent.drop(screen.getByTestId('patch-dropzone'), { dataTransfer: { files: [good, bad] } });
    expect(props.onFiles).toHaveBeenCalledWith([good]);
    expect(screen.getByRole('alert').textContent).toBe(
      'patch.zip: File type must be one of the accepted types',
    );
  });

  it('cannot be closed with Escape', () => {
    const props = setup();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(props.onCancel).not.toHaveBeenCalled();
  });
});
