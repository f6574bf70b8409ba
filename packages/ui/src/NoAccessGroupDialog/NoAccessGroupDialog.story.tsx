import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoAccessGroupDialog } from './NoAccessGroupDialog';

const meta = {
  title: 'Dialogs/NoAccessGroupDialog',
  component: NoAccessGroupDialog,
  args: { opened: true, onLogout: () => {} },
} satisfies Meta<typeof NoAccessGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blocking: Story = {};
