import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me news about upcoming exhibitions' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'About four emails a year. Unsubscribe at any time.' } };
export const Required: Story = {
  args: { label: 'I accept the terms of sale', required: true, error: 'You need to accept the terms to continue.' },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true, label: 'Gift wrapping (unavailable)' } };
