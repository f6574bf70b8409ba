import type { Tag } from '@lne/api-client';
import { theme } from '@lne/ui';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ListEditing, ListEditingProvider, NotesCell, TagsCell } from './ListCells';

const tags: Tag[] = [
  { tag_id: 1, name: 'critical', klass: 'criticality', color: '#e03131' },
  { tag_id: 2, name: 'hall-3', klass: 'location', color: '#1971c2' },
];

function setup(ui: React.ReactNode, canEdit = true) {
  const editing: ListEditing = {
    scope: { network: 1, snapshot: 1 },
    allTags: tags,
    canEdit,
    tagBusy: false,
    setTags: vi.fn(),
    createTag: vi.fn(),
    saveNotes: vi.fn(async () => undefined),
  };
  render(
    <MantineProvider theme={theme}>
      <ListEditingProvider value={editing}>{ui}</ListEditingProvider>
    </MantineProvider>,
  );
  return editing;
}

afterEach(cleanup);

// The notes editor's autosizing textarea listens to font loading, which happy-dom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

describe('TagsCell', () => {
  it('shows plain chips with their class as title, and no editor until Edit tags is clicked', async () => {
    setup(<TagsCell id="d1" tags={tags} />);
    const chips = screen.getAllByTestId('tag-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['critical×', 'hall-3×']);
    expect(chips[0]?.getAttribute('title')).toBe('criticality');
    expect(screen.queryByText('Assign tags')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit tags' }));
    await waitFor(() => expect(screen.getByText('Assign tags')).toBeTruthy());
  });

  it('removes a tag from its chip', () => {
    const editing = setup(<TagsCell id="d1" tags={tags} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag critical' }));
    expect(editing.setTags).toHaveBeenCalledWith('d1', [2]);
  });

  it('offers no edit or remove buttons without the right to edit', () => {
    setup(<TagsCell id="d1" tags={tags} />, false);
    expect(screen.getAllByTestId('tag-chip')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('NotesCell', () => {
  it('shows the notes, and opens the editor with them on Edit notes', async () => {
    const editing = setup(<NotesCell id="d1" notes="Spare PSU" />);
    expect(screen.getByTestId('notes-text').textContent).toBe('Spare PSU');
    expect(screen.queryByRole('textbox', { name: 'Notes' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit notes' }));
    const input = await screen.findByRole('textbox', { name: 'Notes' });
    expect((input as HTMLTextAreaElement).value).toBe('Spare PSU');
    fireEvent.change(input, { target: { value: ' in cabinet B ' } });
    fireEvent.click(await screen.findByText('Save'));
    await waitFor(() => expect(editing.saveNotes).toHaveBeenCalledWith('d1', 'in cabinet B'));
  });

  it('shows the notes without a button to readers', () => {
    setup(<NotesCell id="d1" notes="Spare PSU" />, false);
    expect(screen.getByTestId('notes-text').textContent).toBe('Spare PSU');
    expect(screen.queryByRole('button', { name: 'Edit notes' })).toBeNull();
  });
});
