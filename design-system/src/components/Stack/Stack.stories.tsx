import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { direction: 'column', gap: '4' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24'] },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (label: string) => (
  <div key={label} style={{ background: '#f2eee8', border: '1px solid #e6e0d7', padding: '12px 16px' }}>{label}</div>
);

export const Column: Story = { render: (args) => <Stack {...args}>{['One', 'Two', 'Three'].map(box)}</Stack> };
export const Row: Story = {
  args: { direction: 'row', gap: '3', align: 'center', wrap: true },
  render: (args) => <Stack {...args}>{['Paintings', 'Drawings', 'Prints', 'Archive'].map(box)}</Stack>,
};
