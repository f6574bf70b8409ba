import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { TAG_COLORS } from '../theme';
import { AssessmentTagChip, tagColor } from './AssessmentTag';

describe('AssessmentTag', () => {
  it('colours each tag of spec §2 with its own colour', () => {
    const tags = ['NetDevice', 'Security', 'Reliability', 'Interface', 'Performance', 'Suspicious'];
    expect(tags.map(tagColor)).toEqual(['blue', 'red', 'teal', 'grape', 'orange', 'yellow']);
    expect(new Set(tags.map(tagColor)).size).toBe(tags.length);
    expect(Object.keys(TAG_COLORS).sort()).toEqual([...tags].sort());
  });

  it('shows an unknown tag in gray', () => {
    expect(tagColor('Compliance')).toBe('gray');
  });

  it('renders the tag name as a chip', () => {
    renderWithTheme(<AssessmentTagChip tag="Security" />);
    expect(screen.getByText('Security').closest('[data-tag]')?.getAttribute('data-tag')).toBe('Security');
  });
});
