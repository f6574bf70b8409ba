import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PARSE_STATUSES, ParseStatusBadge } from './ParseStatusBadge';

const meta = {
  title: 'Collector/ParseStatusBadge',
  component: ParseStatusBadge,
} satisfies Meta<typeof ParseStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = { args: { status: 'partial' } };

export const All: Story = {
  args: { status: 'parsed' },
  render: () => (
    <Group>
      {PARSE_STATUSES.map((status) => (
        <ParseStatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
};
