import { Accordion, Anchor } from '@mantine/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CheckCard, type CheckCardProps } from './CheckCard';
import {
  fixedDevices,
  halfDuplexCheck,
  manyDevices,
  notApplicableDevices,
  ntpCheck,
  telnetCheck,
  telnetDevices,
} from './fixtures';

/** A check card lives in an Accordion; the stories open it so every section shows. */
const expanded: Decorator = (Story, context) => (
  <Accordion
    variant="separated"
    multiple
    defaultValue={[String((context.args as Partial<CheckCardProps>).check?.type)]}
    maw={960}
  >
    <Story />
  </Accordion>
);

const meta = {
  title: 'Assessment/CheckCard',
  component: CheckCard,
  decorators: [expanded],
} satisfies Meta<typeof CheckCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFindings: Story = { args: { check: telnetCheck, devices: telnetDevices } };

export const WithoutIssues: Story = { args: { check: telnetCheck, devices: [] } };

export const WithoutBackground: Story = { args: { check: ntpCheck, devices: telnetDevices.slice(0, 1) } };

export const WithSnippet: Story = { args: { check: ntpCheck, devices: [] } };

export const WithoutSnippet: Story = { args: { check: halfDuplexCheck, devices: telnetDevices.slice(0, 1) } };

export const ManyFindings: Story = { args: { check: halfDuplexCheck, devices: manyDevices } };

export const WithDeviceLinks: Story = {
  args: {
    check: telnetCheck,
    devices: telnetDevices,
    renderDeviceName: (device) => (
      <Anchor href={`#/inventory/device/${device.device_id}`}>{device.device_name}</Anchor>
    ),
  },
};

export const WithEvidenceLinks: Story = {
  args: {
    check: telnetCheck,
    devices: telnetDevices,
    renderEvidenceSource: (evidence, label) => (
      <Anchor href={`#/config/${evidence.config_id}`}>{label}</Anchor>
    ),
  },
};

export const ComparedWithSnapshot: Story = {
  args: {
    check: telnetCheck,
    devices: telnetDevices,
    fixed: fixedDevices,
    notApplicable: notApplicableDevices,
  },
};

export const Collapsed: Story = {
  args: { check: telnetCheck, devices: telnetDevices },
  decorators: [
    (Story) => (
      <Accordion variant="separated" multiple defaultValue={[]} maw={960}>
        <Story />
      </Accordion>
    ),
  ],
};
