import { ActionIcon, Button, Group, Popover, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { PencilIcon } from './icons';
import { inventoryMessages as m } from './messages';

export type NotesEditorProps = {
  notes: string;
  disabled: boolean;
  /** Saves the notes ('' when none). */
  onSave: (notes: string) => Promise<unknown>;
  /** One line (list cell) or the full text (details page). */
  compact?: boolean;
  /** Mounts with the popover open (a list cell mounts the editor on the click of its button). */
  defaultOpened?: boolean;
};

/** Notes of a device or host with an edit popover. */
export function NotesEditor({
  notes,
  disabled,
  onSave,
  compact = true,
  defaultOpened = false,
}: NotesEditorProps) {
  const [opened, setOpened] = useState(defaultOpened);
  const [draft, setDraft] = useState(notes);
  const [saving, setSaving] = useState(false);
  const open = () => {
    setDraft(notes);
    setOpened(true);
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft.trim());
      setOpened(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group
      gap={4}
      wrap="nowrap"
      align={compact ? 'center' : 'flex-start'}
      style={{ overflow: 'hidden' }}
      onClick={(event) => event.stopPropagation()}
    >
      {!disabled && (
        <Popover
          opened={opened}
          onChange={setOpened}
          width={320}
          position="bottom-start"
          withArrow
          shadow="md"
          trapFocus
        >
          <Popover.Target>
            <Tooltip label={m.actions.editNotes} withArrow>
              <ActionIcon variant="subtle" size="sm" aria-label={m.actions.editNotes} onClick={open}>
                <PencilIcon size={14} />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <Textarea
                label={m.notes.label}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                autosize
                minRows={3}
                maxRows={8}
                data-autofocus
              />
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                  {m.actions.cancel}
                </Button>
                <Button size="xs" onClick={() => void save()} loading={saving}>
                  {m.actions.save}
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      <Text
        size="sm"
        c={notes ? undefined : 'dimmed'}
        truncate={compact ? 'end' : undefined}
        style={compact ? undefined : { whiteSpace: 'pre-wrap' }}
        data-testid="notes-text"
      >
        {notes || (compact ? '' : m.empty.notes)}
      </Text>
    </Group>
  );
}
