import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: 'Your basket', description: '2 artworks', size: 'md', defaultOpen: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const line = (title: string, price: string) => (
  <div style={{ display: 'flex', justifyContent: 'space-between', padding: '16px 0', borderBottom: '1px solid #e6e0d7' }}>
    <span>{title}</span>
    <span>{price}</span>
  </div>
);

export const Basket: Story = {
  args: {
    trigger: <Button variant="secondary">Open basket</Button>,
    children: (
      <>
        {line('Harbour at dusk', '€ 1,200')}
        {line('Study of pears, no. 3', '€ 340')}
      </>
    ),
    footer: <Button fullWidth size="lg">Checkout · € 1,540</Button>,
  },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
};

export const Filters: Story = {
  args: { title: 'Filter artworks', description: undefined, size: 'sm', children: <p>Medium, size and price filters.</p> },
};
