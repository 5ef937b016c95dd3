import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'Email address', type: 'email', placeholder: 'you@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We only use it to send your order confirmation.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { required: true, defaultValue: 'anna@', error: 'Enter an email address like name@example.com' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'anna@example.com' } };
export const WithAdornment: Story = {
  args: { label: 'Price', type: 'number', startAdornment: '€', placeholder: '0.00', hint: 'Without shipping' },
};
export const HiddenLabel: Story = { args: { label: 'Search artworks', hideLabel: true, type: 'search', placeholder: 'Search artworks' } };
