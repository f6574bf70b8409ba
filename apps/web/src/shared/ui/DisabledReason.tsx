import { Tooltip } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement, useId } from 'react';

type ControlProps = {
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

export type DisabledReasonProps = {
  /** Why the control is disabled ('Read-only role', …); the control is left as it is when undefined. */
  reason: string | undefined;
  /** One button-like control (Mantine `Button`, `ActionIcon`, `Menu.Item`). */
  children: ReactElement<ControlProps>;
};

/**
 * Disables a button-like control and names the reason in a tooltip, on hover and on keyboard focus. A natively
 * disabled control takes neither, so the control stays focusable and is disabled the way Mantine documents for
 * tooltips: `data-disabled` (drawn as disabled), `aria-disabled` (announced and tested as disabled), a click that
 * does nothing, and the reason as its description for assistive technology.
 * With `usePermission`: `<DisabledReason reason={p.reason}><Button onClick={add}>Add</Button></DisabledReason>`.
 */
export function DisabledReason({ reason, children }: DisabledReasonProps) {
  const id = useId();
  if (reason === undefined) return children;
  return (
    <>
      <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }} withinPortal>
        {cloneElement(children, {
          disabled: false,
          'data-disabled': true,
          'aria-disabled': true,
          'aria-describedby': id,
          'data-disabled-reason': reason,
          onClick: (event: MouseEvent<HTMLElement>) => {
            event.preventDefault();
            // Nor does it reach the row or card around it.
            event.stopPropagation();
          },
        } as ControlProps)}
      </Tooltip>
      <span id={id} hidden>
        {reason}
      </span>
    </>
  );
}
