import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { ipamMessages } from '../messages';

/** Edit and delete buttons of a row; disabled when the person may not edit. */
export function RowActions({
  label,
  canEdit,
  onEdit,
  onDelete,
}: {
  label: string;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const m = ipamMessages.common;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={m.edit}>
        <ActionIcon
          variant="subtle"
          aria-label={`${m.edit} ${label}`}
          disabled={!canEdit}
          onClick={(event) => {
            event.stopPropagation();
            onEdit();
          }}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 20h9" />
            <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
          </svg>
        </ActionIcon>
      </Tooltip>
      <Tooltip label={m.delete}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${m.delete} ${label}`}
          disabled={!canEdit}
          onClick={(event) => {
            event.stopPropagation();
            onDelete();
          }}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M3 6h18" />
            <path d="M8 6V4h8v2" />
            <path d="M19 6l-1 14H6L5 6" />
          </svg>
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
