import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: () => {} },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WrongCredentials: Story = { args: { error: 'Wrong username or password' } };
export const Submitting: Story = { args: { submitting: true } };
