import type { Meta, StoryObj } from '@storybook/react-vite';
import { VersionLabel } from './VersionLabel';

const meta = {
  title: 'Shell/VersionLabel',
  component: VersionLabel,
} satisfies Meta<typeof VersionLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { version: '0.1.0', commitId: '3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39' },
};

export const Loading: Story = {
  args: { version: undefined, commitId: undefined },
};
