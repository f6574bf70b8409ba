import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: shown } }));

import { ConfirmDelete } from './ConfirmDelete';
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

describe('ConfirmDelete', () => {
  const props = (remove: (item: { name: string }) => Promise<unknown>, onClose: () => void) => ({
    item: { name: 'core-1' },
    title: 'Delete device',
    describe: (item: { name: string }) => `Delete '${item.name}'?`,
    confirmLabel: 'Delete',
    pending: false,
    remove,
    deletedMessage: 'Device deleted',
    onClose,
  });

  it('deletes the item asked about, says so and closes', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    wrap(<ConfirmDelete {...props(remove, onClose)} />);
    expect(screen.getByTestId('confirm-dialog-text').textContent).toBe("Delete 'core-1'?");
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith({ name: 'core-1' });
    expect(shown).toHaveBeenCalledWith({ color: 'green', message: 'Device deleted' });
  });

  it('stays open when the delete fails (the global handler reports it)', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('refused')));
    const onClose = vi.fn();
    shown.mockClear();
    wrap(<ConfirmDelete {...props(remove, onClose)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(onClose).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
  });
});
