import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagChips } from './TagChips';

const tags = [
  { tag_id: 1, name: 'critical', klass: 'criticality', color: '#e03131' },
  { tag_id: 3, name: 'Hall 3', klass: 'location', color: '#1971c2' },
  { tag_id: 7, name: 'Production', klass: 'owner', color: '#ffe066' },
];

const meta = {
  title: 'Inventory/TagChips',
  component: TagChips,
  args: { tags },
} satisfies Meta<typeof TagChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};

export const Removable: Story = { args: { onRemove: () => undefined } };

export const Disabled: Story = { args: { onRemove: () => undefined, disabled: true } };

export const Empty: Story = { args: { tags: [], emptyText: 'No tags' } };
