import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Permission } from '../../../shared/context/access';
import { DisabledReason } from '../../../shared/ui/DisabledReason';
import { ipamMessages } from '../messages';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const editIcon = (
  <Icon>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </Icon>
);

const deleteIcon = (
  <Icon>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
  </Icon>
);

/** Edit and delete buttons of a row; disabled, with the reason as tooltip, when the person may not edit. */
export function RowActions({
  label,
  permission,
  onEdit,
  onDelete,
}: {
  label: string;
  permission: Permission;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const m = ipamMessages.common;
  const actions = [
    { text: m.edit, icon: editIcon, color: undefined, run: onEdit },
    { text: m.delete, icon: deleteIcon, color: 'red', run: onDelete },
  ];
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions.map((action) => {
        const icon = (
          <ActionIcon
            variant="subtle"
            color={action.color}
            aria-label={`${action.text} ${label}`}
            onClick={(event) => {
              event.stopPropagation();
              action.run();
            }}
          >
            {action.icon}
          </ActionIcon>
        );
        return permission.allowed ? (
          <Tooltip key={action.text} label={action.text}>
            {icon}
          </Tooltip>
        ) : (
          <DisabledReason key={action.text} reason={permission.reason}>
            {icon}
          </DisabledReason>
        );
      })}
    </Group>
  );
}
