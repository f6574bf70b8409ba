import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SEVERITIES, SeverityBadge } from './SeverityBadge';

const meta = {
  title: 'Assessment/SeverityBadge',
  component: SeverityBadge,
} satisfies Meta<typeof SeverityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = { args: { severity: 'critical' } };

export const All: Story = {
  args: { severity: 'info' },
  render: () => (
    <Group>
      {SEVERITIES.map((severity) => (
        <SeverityBadge key={severity} severity={severity} />
      ))}
    </Group>
  ),
};
