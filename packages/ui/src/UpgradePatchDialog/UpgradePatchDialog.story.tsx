import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradePatchDialog } from './UpgradePatchDialog';

const patches = [
  {
    version: '2.4.1',
    release_date: '2026-10-02',
    changelog: 'Parser for MikroTik RouterOS 7.16.\nFaster base graph.',
  },
  { version: '2.4.2', release_date: '2026-11-10', changelog: 'Security fixes.' },
];

const meta = {
  title: 'Dialogs/UpgradePatchDialog',
  component: UpgradePatchDialog,
  args: {
    opened: true,
    patches,
    status: 'idle',
    onFiles: () => {},
    onApply: () => {},
    onDelete: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof UpgradePatchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPatches: Story = {};
export const Empty: Story = { args: { patches: [] } };
export const Uploading: Story = { args: { status: 'uploading' } };
export const Applying: Story = { args: { status: 'applying' } };
