import type { Meta, StoryObj } from '@storybook/react-vite';
import { LicenseExpiredDialog } from './LicenseExpiredDialog';

const meta = {
  title: 'Dialogs/LicenseExpiredDialog',
  component: LicenseExpiredDialog,
  args: { opened: true, canEnterKey: true, onSubmit: () => {} },
} satisfies Meta<typeof LicenseExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const OtherRoles: Story = { args: { canEnterKey: false } };
