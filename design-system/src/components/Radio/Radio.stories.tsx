import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Radio } from './Radio.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Delivery', defaultValue: 'standard', children: null },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const options = (
  <>
    <Radio value="standard" label="Standard delivery" hint="5–7 working days, insured" />
    <Radio value="express" label="Express courier" hint="1–2 working days" />
    <Radio value="pickup" label="Collect from the studio" />
  </>
);

export const Default: Story = { args: { children: options } };
export const WithHint: Story = { args: { children: options, hint: 'All parcels are tracked.', required: true } };
export const WithError: Story = {
  args: { children: options, defaultValue: undefined, required: true, error: 'Choose a delivery option.' },
};
export const Horizontal: Story = {
  args: {
    label: 'Frame',
    orientation: 'horizontal',
    defaultValue: 'oak',
    children: (
      <>
        <Radio value="none" label="No frame" />
        <Radio value="oak" label="Natural oak" />
        <Radio value="black" label="Black ash" />
      </>
    ),
  },
};
export const Disabled: Story = { args: { children: options, disabled: true } };
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('express');
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <RadioGroup {...args} value={value} onValueChange={setValue}>{options}</RadioGroup>
        <p>Selected: {value}</p>
      </div>
    );
  },
};
