import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Input } from '../Input/Input.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Enquire about this painting',
    description: 'I usually reply within two days.',
    size: 'md',
    defaultOpen: true,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'fullscreen'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (
  <div style={{ display: 'grid', gap: 16 }}>
    <Input label="Your name" required />
    <Input label="Email" type="email" required />
  </div>
);

export const Default: Story = {
  args: {
    trigger: <Button>Enquire</Button>,
    children: form,
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button>Send enquiry</Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
};

export const Confirm: Story = {
  args: {
    size: 'sm',
    title: 'Delete “Harbour at dusk”?',
    description: 'The artwork and its images will be removed from the shop. This cannot be undone.',
    footer: (
      <>
        <Button variant="secondary">Keep it</Button>
        <Button variant="danger">Delete</Button>
      </>
    ),
  },
};

export const Large: Story = {
  args: {
    size: 'lg',
    title: 'Shipping & returns',
    description: undefined,
    children: Array.from({ length: 8 }, (_, i) => (
      <p key={i} style={{ marginBottom: 16 }}>
        Every painting is wrapped in acid-free tissue, boxed between corner protectors and shipped insured. If the
        work is not right for your space, you can return it within fourteen days.
      </p>
    )),
  },
};

export const Fullscreen: Story = {
  args: {
    size: 'fullscreen',
    title: 'Harbour at dusk',
    description: 'Oil on linen · 80 × 60 cm · 2024',
    children: (
      <div style={{ height: '100%', minHeight: 320, display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #c9b8a3, #6d5a4a 60%, #2f2925)' }} />
    ),
  },
};

export const Controlled: Story = {
  args: { defaultOpen: undefined },
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>Open controlled dialog</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} footer={<Button onClick={() => setOpen(false)}>Done</Button>}>
          <p>State lives in the parent component.</p>
        </Dialog>
      </div>
    );
  },
};
