import { Badge, CloseButton, Group, type MantineSize, Text, Tooltip } from '@mantine/core';
import { textColorOn } from './tag-color';

export type TagChip = { tag_id: number; name: string; klass: string; color: string };

export type TagChipsProps = {
  tags: readonly TagChip[];
  /** Shows a remove button on each chip when given (and not disabled). */
  onRemove?: (tag: TagChip) => void;
  /** Disables the remove buttons, e.g. for readers or in a historical snapshot. */
  disabled?: boolean;
  size?: MantineSize;
  /** Shown when there are no tags; nothing when omitted. */
  emptyText?: string;
};

/** Tags as coloured chips (the colour of their class), with the class as tooltip. */
export function TagChips({ tags, onRemove, disabled = false, size = 'sm', emptyText }: TagChipsProps) {
  if (tags.length === 0) {
    return emptyText ? (
      <Text size="xs" c="dimmed">
        {emptyText}
      </Text>
    ) : null;
  }
  return (
    <Group gap={4} wrap="wrap" data-testid="tag-chips">
      {tags.map((tag) => (
        <Tooltip key={tag.tag_id} label={tag.klass} withArrow openDelay={300}>
          <Badge
            size={size}
            radius="sm"
            variant="filled"
            data-testid="tag-chip"
            data-tag-id={tag.tag_id}
            styles={{
              root: { background: tag.color, color: textColorOn(tag.color), textTransform: 'none' },
            }}
            rightSection={
              onRemove && !disabled ? (
                <CloseButton
                  size="xs"
                  variant="transparent"
                  c={textColorOn(tag.color)}
                  aria-label={`Remove tag ${tag.name}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onRemove(tag);
                  }}
                />
              ) : undefined
            }
          >
            {tag.name}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
