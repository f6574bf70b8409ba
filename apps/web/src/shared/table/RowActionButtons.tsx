import { Button, Group } from '@mantine/core';
import type { Permission } from '../context/access';
import { DisabledReason } from '../ui/DisabledReason';

/** One button of a list row, e.g. `{ label: 'Delete', danger: true, onClick }`. */
export type RowAction = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The permission the action needs: a refusal disables the button and names its reason in a tooltip. */
  permission?: Permission;
  /** A destructive action: shown red. */
  danger?: boolean;
};

/**
 * The text buttons of a list row ('Edit', 'Delete', …), compact, each named with the row for assistive technology
 * (`Edit core-01`). A click does not reach the row, so a row that opens something on click stays closed.
 * Falsy entries are left out, for actions that only some rows have.
 */
export function RowActionButtons({
  row,
  actions,
  variant = 'subtle',
}: {
  /** How the row is named in the buttons' accessible names, e.g. its name. */
  row: string;
  actions: readonly (RowAction | false | null | undefined)[];
  variant?: 'subtle' | 'light';
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {actions
        .filter((action): action is RowAction => Boolean(action))
        .map((action) => (
          <DisabledReason key={action.label} reason={action.permission?.reason}>
            <Button
              variant={variant}
              size="compact-sm"
              color={action.danger ? 'red' : undefined}
              disabled={action.disabled ?? false}
              aria-label={`${action.label} ${row}`}
              onClick={(event) => {
                event.stopPropagation();
                action.onClick();
              }}
            >
              {action.label}
            </Button>
          </DisabledReason>
        ))}
    </Group>
  );
}
