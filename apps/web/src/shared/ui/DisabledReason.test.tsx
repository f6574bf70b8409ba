import { Button, MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DisabledReason } from './DisabledReason';

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

afterEach(cleanup);

describe('DisabledReason', () => {
  it('adds nothing to an allowed control', () => {
    const { container } = wrap(
      <DisabledReason reason={undefined}>
        <Button>Add VLAN</Button>
      </DisabledReason>,
    );
    expect(container.querySelector('[data-disabled-reason]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add VLAN' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('disables the control, describes it by its reason and shows the reason in a tooltip on focus', async () => {
    const clicked: string[] = [];
    wrap(
      <DisabledReason reason="Historical snapshot">
        <Button onClick={() => clicked.push('add')}>Add VLAN</Button>
      </DisabledReason>,
    );
    const button = screen.getByRole('button', { name: 'Add VLAN' });
    const described = button.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe('Historical snapshot');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(clicked).toEqual([]);
    act(() => button.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Historical snapshot');
  });
});
