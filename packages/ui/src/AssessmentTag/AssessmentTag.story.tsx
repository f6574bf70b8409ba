import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TAG_COLORS } from '../theme';
import { AssessmentTagChip } from './AssessmentTag';

const meta = {
  title: 'Assessment/AssessmentTagChip',
  component: AssessmentTagChip,
} satisfies Meta<typeof AssessmentTagChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Security: Story = { args: { tag: 'Security' } };

export const AllTags: Story = {
  args: { tag: 'NetDevice' },
  render: () => (
    <Group>
      {Object.keys(TAG_COLORS).map((tag) => (
        <AssessmentTagChip key={tag} tag={tag} />
      ))}
      <AssessmentTagChip tag="Other" />
    </Group>
  ),
};
