import type { Tag } from '@lne/api-client';
import { type DataTableColumn, textColorOn } from '@lne/ui';
import { Link } from '@tanstack/react-router';
import { createContext, type MouseEvent, useContext, useMemo, useRef, useState } from 'react';
import { deviceDisplayName, mapQuery } from '../../shared/format/device-name';
import { formatUnixTime } from '../../shared/format/time';
import { MapPinIcon, PencilIcon, PlusIcon } from './icons';
import classes from './ListCells.module.css';
import { inventoryMessages as m } from './messages';
import { NotesEditor } from './NotesEditor';
import { TagEditor } from './TagEditor';

/**
 * Cells of the inventory lists (Net Devices, Hosts). A row shows plain chips, text, links and two buttons;
 * the tag and notes editors (popover, inputs, tooltips) mount only when their button is clicked, so that
 * scrolling a list of thousands of rows never mounts dozens of editors at once.
 */

/** What the editing cells of one list need; provided once around the list, so its columns stay the same. */
export type ListEditing = {
  scope: { network: number; snapshot: number };
  /** Every tag of the network. */
  allTags: readonly Tag[];
  canEdit: boolean;
  tagBusy: boolean;
  setTags: (id: string, tagIds: number[]) => void;
  createTag: (tag: { name: string; klass: string; color: string }) => Promise<Tag>;
  saveNotes: (id: string, notes: string) => Promise<unknown>;
};

const ListEditingContext = createContext<ListEditing | null>(null);

export const ListEditingProvider = ListEditingContext.Provider;

type Writes = {
  setTags: (id: string, tagIds: number[]) => Promise<unknown>;
  setNotes: (id: string, text: string) => Promise<unknown>;
};
type TagCreation = { busy: boolean; createTag: ListEditing['createTag'] };

/**
 * The list's editing context, the same object while scope, tags, rights and the tag creation state stay: the
 * write helpers are read through a ref, as they are new objects on every render.
 */
export function useListEditingValue(
  scope: ListEditing['scope'],
  allTags: readonly Tag[],
  canEdit: boolean,
  writes: Writes,
  tagCreation: TagCreation,
): ListEditing {
  const latest = useRef({ writes, tagCreation });
  latest.current = { writes, tagCreation };
  return useMemo<ListEditing>(
    () => ({
      scope: { network: scope.network, snapshot: scope.snapshot },
      allTags,
      canEdit,
      tagBusy: tagCreation.busy,
      setTags: (id, tagIds) => void latest.current.writes.setTags(id, tagIds),
      createTag: (tag) => latest.current.tagCreation.createTag(tag),
      saveNotes: (id, text) => latest.current.writes.setNotes(id, text),
    }),
    [scope.network, scope.snapshot, allTags, canEdit, tagCreation.busy],
  );
}

function useListEditing(): ListEditing {
  const editing = useContext(ListEditingContext);
  if (!editing) throw new Error('list cells need a ListEditingProvider');
  return editing;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** Tags as coloured chips (plain elements, the class as title), with remove buttons when editable. */
function PlainTagChips({ tags, onRemove }: { tags: readonly Tag[]; onRemove?: (tag: Tag) => void }) {
  if (tags.length === 0) return null;
  return (
    <span className={classes.chips} data-testid="tag-chips">
      {tags.map((tag) => (
        <span
          key={tag.tag_id}
          className={classes.chip}
          style={{ background: tag.color, color: textColorOn(tag.color) }}
          title={tag.klass}
          data-testid="tag-chip"
          data-tag-id={tag.tag_id}
        >
          {tag.name}
          {onRemove && (
            <button
              type="button"
              className={classes.chipRemove}
              aria-label={`Remove tag ${tag.name}`}
              onClick={() => onRemove(tag)}
            >
              ×
            </button>
          )}
        </span>
      ))}
    </span>
  );
}

/** The tags of a list row; the editor mounts, opened, on the first click of 'Edit tags'. */
export function TagsCell({ id, tags }: { id: string; tags: readonly Tag[] }) {
  const editing = useListEditing();
  const [active, setActive] = useState(false);
  if (active) {
    return (
      <TagEditor
        value={tags}
        allTags={editing.allTags}
        disabled={!editing.canEdit}
        onChange={(ids) => editing.setTags(id, ids)}
        onCreate={editing.createTag}
        busy={editing.tagBusy}
        defaultOpened
      />
    );
  }
  const remove = (tag: Tag) =>
    editing.setTags(
      id,
      tags.filter((other) => other.tag_id !== tag.tag_id).map((other) => other.tag_id),
    );
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only keeps clicks from the row
    <div className={classes.cell} onClick={stop}>
      <PlainTagChips tags={tags} onRemove={editing.canEdit ? remove : undefined} />
      {editing.canEdit && (
        <button
          type="button"
          className={classes.iconButton}
          aria-label={m.actions.editTags}
          title={m.actions.editTags}
          onClick={() => setActive(true)}
        >
          <PlusIcon size={14} />
        </button>
      )}
    </div>
  );
}

/** The notes of a list row on one line; the editor mounts, opened, on the first click of 'Edit notes'. */
export function NotesCell({ id, notes }: { id: string; notes: string }) {
  const editing = useListEditing();
  const [active, setActive] = useState(false);
  if (active) {
    return (
      <NotesEditor
        notes={notes}
        disabled={!editing.canEdit}
        onSave={(text) => editing.saveNotes(id, text)}
        defaultOpened
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only keeps clicks from the row
    <div className={classes.cell} onClick={stop}>
      {editing.canEdit && (
        <button
          type="button"
          className={classes.iconButton}
          aria-label={m.actions.editNotes}
          title={m.actions.editNotes}
          onClick={() => setActive(true)}
        >
          <PencilIcon size={14} />
        </button>
      )}
      <span className={classes.text} data-testid="notes-text">
        {notes}
      </span>
    </div>
  );
}

/** A device's name linked to its details page, after a link to it on the netmap (`/?search=<name>`). */
export function DeviceNameLinks({ id, name, ip }: { id: string; name: string; ip?: string | undefined }) {
  const { scope } = useListEditing();
  const search = { network: scope.network, snapshot: scope.snapshot };
  const shown = deviceDisplayName(name);
  return (
    <div className={classes.cell}>
      <Link
        to="/"
        search={{ ...search, search: mapQuery(name, ip) }}
        className={classes.iconButton}
        aria-label={`${m.actions.showOnMap}: ${shown}`}
        title={m.actions.showOnMap}
        onClick={stop}
      >
        <MapPinIcon size={15} />
      </Link>
      <Link
        to="/inventory/device/$serial"
        params={{ serial: id }}
        search={search}
        className={classes.link}
        onClick={stop}
      >
        {shown}
      </Link>
    </div>
  );
}

/** A device or host of a list: what the last-seen, tags and notes columns read. */
type AnnotatedRow = {
  unique_id: string;
  data: { last_seen?: number | null; tags: readonly Tag[]; notes: string };
};

/** The last three columns of the device and host lists: last seen, tags and notes (edited in place). */
export function annotationColumns<T extends AnnotatedRow>(): DataTableColumn<T>[] {
  return [
    {
      id: 'lastSeen',
      header: m.columns.lastSeen,
      value: (row) => formatUnixTime(row.data.last_seen),
      width: 180,
    },
    {
      id: 'tags',
      header: m.columns.tags,
      value: (row) => row.data.tags.map((tag) => tag.name).join(', '),
      cell: (row) => <TagsCell id={row.unique_id} tags={row.data.tags} />,
      width: 190,
    },
    {
      id: 'notes',
      header: m.columns.notes,
      value: (row) => row.data.notes,
      cell: (row) => <NotesCell id={row.unique_id} notes={row.data.notes} />,
      width: 200,
    },
  ];
}
