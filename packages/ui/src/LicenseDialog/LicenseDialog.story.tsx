import type { Meta, StoryObj } from '@storybook/react-vite';
import { LicenseDialog } from './LicenseDialog';

const meta = {
  title: 'Dialogs/LicenseDialog',
  component: LicenseDialog,
  args: { opened: true, onClose: () => {}, onSubmit: () => {} },
} satisfies Meta<typeof LicenseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithKey: Story = { args: { currentKey: 'LNE-2026-ACME-0001' } };
