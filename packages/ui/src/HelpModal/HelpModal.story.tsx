import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpButton } from './HelpButton';
import { HelpModal } from './HelpModal';

const meta = {
  title: 'Dialogs/HelpModal',
  component: HelpModal,
  args: {
    opened: true,
    onClose: () => {},
    onSendPriceRequest: () => new Promise((resolve) => setTimeout(resolve, 800)),
    bookDemoUrl: 'https://example.com/book-a-demo',
    videos: [
      { title: 'Network map in five minutes', url: 'https://example.com/videos/netmap' },
      { title: 'Assessment checks', url: 'https://example.com/videos/assessment' },
    ],
  },
} satisfies Meta<typeof HelpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Help: Story = {};
export const FailingPriceRequest: Story = {
  args: { onSendPriceRequest: () => Promise.reject(new Error('Mail server unreachable')) },
};
export const FloatingButton: StoryObj<typeof HelpButton> = {
  render: () => <HelpButton onClick={() => {}} />,
};
export const ButtonInPlace: StoryObj<typeof HelpButton> = {
  render: () => <HelpButton floating={false} onClick={() => {}} />,
};
