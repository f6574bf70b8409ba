import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'Inputs/FileDropZone',
  component: FileDropZone,
  args: {
    rules: { accept: ['.zip', '.tgz', '.tar.gz'], maxFiles: 1 },
    label: 'Drop a .zip, .tgz or .tar.gz of a snapshot folder here',
    browseLabel: 'Browse',
    hint: 'configs/<host>.cfg, show/<host>/<command>.txt, optional hosts.yaml',
    onFiles: () => {},
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SnapshotArchive: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const PatchFile: Story = {
  args: { rules: { accept: ['.tgz'] }, label: 'Drop a .tgz patch file here', hint: undefined },
};
