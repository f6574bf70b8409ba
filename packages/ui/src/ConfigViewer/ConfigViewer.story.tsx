import type { Meta, StoryObj } from '@storybook/react-vite';
import { NEW_CONFIG } from '../DiffViewer/samples';
import { ConfigViewer } from './ConfigViewer';

const meta = {
  title: 'Inventory/ConfigViewer',
  component: ConfigViewer,
  args: { text: NEW_CONFIG },
} satisfies Meta<typeof ConfigViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccessSwitch: Story = {};

export const ScrollingBody: Story = { args: { maxHeight: 200 } };

export const WithoutLineNumbers: Story = { args: { lineNumbers: false } };

export const RouterOsExport: Story = {
  args: {
    text: `# nov/02/2026 08:15:00 by RouterOS 7.14
/interface bridge
add name=bridge1
/ip address
add address=192.168.88.1/24 interface=ether2 network=192.168.88.0
/ip route
add gateway=10.0.0.1
`,
  },
};
