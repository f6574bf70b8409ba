import { theme } from '@lne/ui';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowActionButtons } from './RowActionButtons';

afterEach(cleanup);

describe('RowActionButtons', () => {
  it('names each button with the row, runs its action and keeps the click from the row', () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const rowClick = vi.fn();
    render(
      <MantineProvider theme={theme}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a row's click */}
        <div onClick={rowClick}>
          <RowActionButtons
            row="core-01"
            actions={[
              { label: 'Edit', onClick: edit },
              false,
              { label: 'Delete', danger: true, disabled: true, onClick: remove },
            ]}
          />
        </div>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit core-01',
      'Delete core-01',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit core-01' }));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(rowClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete core-01' }).hasAttribute('disabled')).toBe(true);
  });
});
