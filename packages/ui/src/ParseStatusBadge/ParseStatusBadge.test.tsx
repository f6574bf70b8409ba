import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { PARSE_STATUS_COLORS, PARSE_STATUSES, ParseStatusBadge, parseStatusLabel } from './ParseStatusBadge';

describe('ParseStatusBadge', () => {
  it('names the status and carries it for styling and tests', () => {
    renderWithTheme(<ParseStatusBadge status="unknown-format" />);
    const badge = screen.getByText('Unknown format').closest('[data-parse-status]');
    expect(badge?.getAttribute('data-parse-status')).toBe('unknown-format');
  });

  it('gives every status its own colour', () => {
    expect(Object.keys(PARSE_STATUS_COLORS)).toEqual([...PARSE_STATUSES]);
    expect(new Set(Object.values(PARSE_STATUS_COLORS)).size).toBe(PARSE_STATUSES.length);
  });

  it('shows a status it does not know as it came', () => {
    expect(parseStatusLabel('partial')).toBe('Partly parsed');
    expect(parseStatusLabel('skipped')).toBe('skipped');
    renderWithTheme(<ParseStatusBadge status="skipped" />);
    expect(screen.getByText('skipped')).toBeTruthy();
  });
});
