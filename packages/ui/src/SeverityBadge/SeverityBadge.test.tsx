import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { SEVERITIES, SEVERITY_COLORS, SeverityBadge, severityLabel, severityRank } from './SeverityBadge';

describe('SeverityBadge', () => {
  it('shows the severity capitalised', () => {
    renderWithTheme(<SeverityBadge severity="critical" />);
    expect(screen.getByText('Critical').closest('[data-severity]')?.getAttribute('data-severity')).toBe(
      'critical',
    );
  });

  it('has a distinct colour for every severity of spec §3', () => {
    expect(Object.keys(SEVERITY_COLORS)).toEqual([...SEVERITIES]);
    expect(new Set(Object.values(SEVERITY_COLORS)).size).toBe(SEVERITIES.length);
  });

  it('ranks critical first and unknown severities last', () => {
    expect(['low', 'bogus', 'critical', 'medium'].sort((a, b) => severityRank(a) - severityRank(b))).toEqual([
      'critical',
      'medium',
      'low',
      'bogus',
    ]);
    expect(severityLabel('info')).toBe('Info');
    expect(severityLabel('')).toBe('');
  });
});
