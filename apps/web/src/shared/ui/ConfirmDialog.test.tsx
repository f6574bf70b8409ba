import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('names what it affects and confirms or cancels', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    wrap(
      <ConfirmDialog opened title="Delete user" confirmLabel="Delete" onConfirm={onConfirm} onClose={onClose}>
        Delete the user 'ada'?
      </ConfirmDialog>,
    );
    expect(screen.getByTestId('confirm-dialog-text').textContent).toBe("Delete the user 'ada'?");
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Cancel disabled while the confirmed call runs', () => {
    wrap(
      <ConfirmDialog
        opened
        pending
        title="Restore"
        confirmLabel="Restore"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      >
        <p>Everything is replaced.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('confirm-dialog-text')).toBeNull();
    expect(screen.getByText('Everything is replaced.')).toBeTruthy();
  });
});
