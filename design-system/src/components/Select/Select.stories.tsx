import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';

const countries = [
  { value: 'fr', label: 'France' },
  { value: 'de', label: 'Germany' },
  { value: 'it', label: 'Italy' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'us', label: 'United States', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Shipping country', options: countries, placeholder: 'Choose a country' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Framed works ship within Europe only.', required: true } };
export const WithError: Story = { args: { required: true, error: 'Choose where the painting should be delivered.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'fr', placeholder: undefined } };
export const WithChildren: Story = {
  args: { label: 'Sort by', options: undefined, placeholder: undefined },
  render: (args) => (
    <Select {...args}>
      <option value="new">Newest first</option>
      <option value="price-asc">Price, low to high</option>
      <option value="price-desc">Price, high to low</option>
    </Select>
  ),
};
