import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { DiffViewer } from './DiffViewer';
import { NEW_CONFIG, OLD_CONFIG } from './samples';

describe('DiffViewer', () => {
  it('shows the changed lines side by side, the old left and the new right', () => {
    renderWithTheme(<DiffViewer oldText={OLD_CONFIG} newText={NEW_CONFIG} />);
    const table = screen.getByTestId('diff-split');
    const changedOld = [...table.querySelectorAll('[data-side="old"][data-changed="true"]')].map(
      (c) => c.textContent,
    );
    const changedNew = [...table.querySelectorAll('[data-side="new"][data-changed="true"]')].map(
      (c) => c.textContent,
    );
    expect(changedOld).toEqual([
      ' duplex half',
      'snmp-server community public RO',
      ' transport input telnet ssh',
    ]);
    expect(changedNew).toEqual([
      'ntp server 10.0.0.6',
      ' duplex full',
      'snmp-server community n3tM0n-r0 RO',
      ' transport input ssh',
    ]);
    expect(screen.getByTestId('diff-stats').textContent).toBe('+4 −3');
  });

  it('switches to the unified view with + and - lines and reports the mode', () => {
    const onModeChange = vi.fn();
    renderWithTheme(<DiffViewer oldText={OLD_CONFIG} newText={NEW_CONFIG} onModeChange={onModeChange} />);
    fireEvent.click(screen.getByText('Unified'));
    expect(onModeChange).toHaveBeenCalledWith('unified');
    const table = screen.getByTestId('diff-unified');
    expect(table.querySelectorAll('tr[data-kind="add"]')).toHaveLength(4);
    expect(table.querySelectorAll('tr[data-kind="remove"]')).toHaveLength(3);
    expect(screen.queryByTestId('diff-split')).toBeNull();
  });

  it('folds unchanged lines outside the context', () => {
    renderWithTheme(<DiffViewer oldText={OLD_CONFIG} newText={NEW_CONFIG} mode="unified" context={0} />);
    expect(screen.getAllByText(/unchanged line/).length).toBeGreaterThan(0);
  });

  it('says so when both texts are the same', () => {
    renderWithTheme(<DiffViewer oldText={OLD_CONFIG} newText={OLD_CONFIG} />);
    expect(screen.getByTestId('diff-empty').textContent).toBe('No differences');
  });

  it('says the versions are too different instead of diffing 12,000 changed lines', () => {
    const lines = (prefix: string) => Array.from({ length: 6000 }, (_, i) => `${prefix} ${i}`).join('\n');
    renderWithTheme(<DiffViewer oldText={lines('interface')} newText={lines('description')} />);
    expect(screen.getByTestId('diff-too-large').textContent).toBe(
      'The versions differ in too many lines to show a diff.',
    );
    expect(screen.queryByTestId('diff-split')).toBeNull();
  });
});
