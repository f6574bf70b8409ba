import type { Tag } from '@lne/api-client';
import { colorForClass, TagChips } from '@lne/ui';
import {
  ActionIcon,
  Autocomplete,
  Button,
  ColorSwatch,
  Divider,
  Group,
  MultiSelect,
  Popover,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { PlusIcon } from './icons';
import { inventoryMessages as m } from './messages';

export type TagEditorProps = {
  /** Tags now on the item. */
  value: readonly Tag[];
  /** Every tag of the network. */
  allTags: readonly Tag[];
  /** Edits are off (reader, historical snapshot, demo): the chips are shown without controls. */
  disabled: boolean;
  onChange: (tagIds: number[]) => void;
  /** Creates a tag (its colour is the class's) and answers it, so it can be assigned at once. */
  onCreate: (tag: { name: string; klass: string; color: string }) => Promise<Tag>;
  busy?: boolean;
  /** Mounts with the popover open (a list cell mounts the editor on the click of its button). */
  defaultOpened?: boolean;
};

/** Tags of a device or host as chips, with a popover to assign, remove and create tags. */
export function TagEditor({
  value,
  allTags,
  disabled,
  onChange,
  onCreate,
  busy = false,
  defaultOpened = false,
}: TagEditorProps) {
  const [opened, setOpened] = useState(defaultOpened);
  const [name, setName] = useState('');
  const [klass, setKlass] = useState('');
  const ids = value.map((tag) => tag.tag_id);
  const classes = useMemo(() => [...new Set(allTags.map((tag) => tag.klass))].sort(), [allTags]);
  const options = useMemo(
    () =>
      classes.map((group) => ({
        group,
        items: allTags
          .filter((tag) => tag.klass === group)
          .map((tag) => ({ value: String(tag.tag_id), label: tag.name })),
      })),
    [classes, allTags],
  );
  const color = colorForClass(klass.trim() || 'tag', allTags);
  const create = async () => {
    const created = await onCreate({ name: name.trim(), klass: klass.trim(), color });
    onChange([...ids, created.tag_id]);
    setName('');
  };
  return (
    <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }} onClick={(event) => event.stopPropagation()}>
      <TagChips
        tags={value}
        size="sm"
        disabled={disabled}
        onRemove={(tag) => onChange(ids.filter((id) => id !== tag.tag_id))}
      />
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
            <Tooltip label={m.actions.editTags} withArrow>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={m.actions.editTags}
                onClick={() => setOpened((open) => !open)}
              >
                <PlusIcon size={14} />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <MultiSelect
                label={m.tags.assign}
                data={options}
                value={ids.map(String)}
                onChange={(next) => onChange(next.map(Number))}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
                disabled={busy}
              />
              <Divider label={m.tags.newTag} labelPosition="left" />
              <TextInput
                label={m.tags.name}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Autocomplete
                label={m.tags.klass}
                data={classes}
                value={klass}
                onChange={setKlass}
                comboboxProps={{ withinPortal: false }}
              />
              <Group justify="space-between">
                <Group gap={6}>
                  <ColorSwatch color={color} size={18} data-testid="new-tag-colour" />
                  <Text size="xs" c="dimmed">
                    {m.tags.colourOfClass}
                  </Text>
                </Group>
                <Button
                  size="xs"
                  onClick={() => void create()}
                  disabled={name.trim() === '' || klass.trim() === ''}
                  loading={busy}
                >
                  {m.actions.createTag}
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
