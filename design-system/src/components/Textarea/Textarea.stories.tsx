import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Message', placeholder: 'Tell me about the space the painting will live in…' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Commissions usually take six to eight weeks.', required: true } };
export const WithError: Story = { args: { required: true, error: 'Please write a message of at least 20 characters.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'This enquiry has been answered.' } };
