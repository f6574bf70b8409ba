import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { NoAccessGroupDialog } from './NoAccessGroupDialog';

describe('NoAccessGroupDialog', () => {
  it('says no access group is assigned and offers only Log out', () => {
    const onLogout = vi.fn();
    renderWithTheme(<NoAccessGroupDialog opened onLogout={onLogout} />);
    expect(screen.getByRole('dialog').textContent).toContain('No access group is assigned');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
  });
});
