import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiffViewer } from './DiffViewer';
import { NEW_CONFIG, OLD_CONFIG } from './samples';

const meta = {
  title: 'Inventory/DiffViewer',
  component: DiffViewer,
  args: {
    oldText: OLD_CONFIG,
    newText: NEW_CONFIG,
    oldLabel: 'acc-sw-hall3.cfg (17) 2026-09-23 08:00:00',
    newLabel: 'acc-sw-hall3.cfg (42) 2026-11-12 09:14:10',
  },
} satisfies Meta<typeof DiffViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = { args: { defaultMode: 'split' } };

export const Unified: Story = { args: { defaultMode: 'unified' } };

export const WholeFile: Story = { args: { defaultMode: 'unified', context: 1000 } };

export const NoChanges: Story = { args: { newText: OLD_CONFIG } };

export const ScrollingBody: Story = { args: { maxHeight: 160, context: 1000 } };
