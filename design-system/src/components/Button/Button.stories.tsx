import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to basket', variant: 'primary', size: 'md', loading: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} variant="primary">Add to basket</Button>
      <Button {...args} variant="secondary">View details</Button>
      <Button {...args} variant="ghost">Cancel</Button>
      <Button {...args} variant="danger">Delete artwork</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} loading>Paying…</Button>
      <Button {...args} variant="secondary" loading>Saving</Button>
      <Button {...args} disabled>Sold out</Button>
      <Button {...args} variant="secondary" disabled>Unavailable</Button>
    </div>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Proceed to checkout' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
};

export const AsLink: Story = {
  render: () => (
    <div style={row}>
      <ButtonLink href="#shop">Visit the shop</ButtonLink>
      <ButtonLink href="#gallery" variant="secondary">Browse the gallery</ButtonLink>
      <ButtonLink href="#about" variant="ghost">About the artist</ButtonLink>
    </div>
  ),
};
