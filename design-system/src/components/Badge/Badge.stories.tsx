import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Original', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Original</Badge>
      <Badge tone="accent">New work</Badge>
      <Badge tone="success">Paid</Badge>
      <Badge tone="warning">Reserved</Badge>
      <Badge tone="danger">Sold</Badge>
    </div>
  ),
};
