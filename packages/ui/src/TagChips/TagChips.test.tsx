import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { TagChips } from './TagChips';

const tags = [
  { tag_id: 1, name: 'critical', klass: 'criticality', color: '#e03131' },
  { tag_id: 3, name: 'Hall 3', klass: 'location', color: '#1971c2' },
];

describe('TagChips', () => {
  it('shows each tag by name in its colour', () => {
    renderWithTheme(<TagChips tags={tags} />);
    const chips = screen.getAllByTestId('tag-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['critical', 'Hall 3']);
    expect(screen.queryByLabelText('Remove tag critical')).toBeNull();
  });

  it('removes a tag through its button', () => {
    const onRemove = vi.fn();
    renderWithTheme(<TagChips tags={tags} onRemove={onRemove} />);
    fireEvent.click(screen.getByLabelText('Remove tag Hall 3'));
    expect(onRemove).toHaveBeenCalledWith(tags[1]);
  });

  it('hides the remove buttons when disabled and shows the empty text without tags', () => {
    renderWithTheme(<TagChips tags={tags} onRemove={() => undefined} disabled />);
    expect(screen.queryByLabelText('Remove tag critical')).toBeNull();
    renderWithTheme(<TagChips tags={[]} emptyText="No tags" />);
    expect(screen.getByText('No tags')).toBeTruthy();
  });
});
