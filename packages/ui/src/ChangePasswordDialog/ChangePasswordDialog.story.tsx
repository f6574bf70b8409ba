import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const meta = {
  title: 'Dialogs/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { opened: true, onClose: () => {}, onSubmit: () => {} },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Submitting: Story = { args: { submitting: true } };
