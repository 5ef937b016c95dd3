import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'description', label: 'Description', content: <p>Oil on linen, 2024. A quiet study of late light across the harbour wall.</p> },
  { value: 'details', label: 'Details', content: <p>80 × 60 cm · unframed · signed on the reverse.</p> },
  { value: 'shipping', label: 'Shipping', content: <p>Ships rolled in a tube within five working days, insured.</p> },
  { value: 'prints', label: 'Prints', disabled: true, content: null },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Artwork information' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ManualActivation: Story = { args: { activation: 'manual' } };
export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: 'details' } };
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('shipping');
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Tabs {...args} value={value} onValueChange={setValue} />
        <small>Active tab: {value}</small>
      </div>
    );
  },
};
