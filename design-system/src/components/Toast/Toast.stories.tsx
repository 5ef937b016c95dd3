import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { Toaster } from './Toaster.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';
import type { ToastOptions } from './toast-reducer.ts';

function Demo({ initial }: { initial?: ToastOptions }) {
  const { toast, dismiss } = useToast();
  useEffect(() => {
    if (initial) toast({ ...initial, duration: Infinity });
  }, [initial, toast]);
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="secondary" onClick={() => toast({ title: 'Added to basket', description: '“Harbour at dusk” · € 1,200' })}>
        Default toast
      </Button>
      <Button variant="secondary" onClick={() => toast({ title: 'Thank you for your order', description: 'A confirmation is on its way to your inbox.', variant: 'success' })}>
        Success toast
      </Button>
      <Button variant="secondary" onClick={() => toast({ title: 'Payment failed', description: 'Your card was declined. No money was taken.', variant: 'error' })}>
        Error toast
      </Button>
      <Button variant="ghost" onClick={() => dismiss()}>Dismiss all</Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
        <Toaster />
      </ToastProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const padded: Decorator[] = [(Story) => <div style={{ padding: 24, minHeight: 320 }}><Story /></div>];

export const Playground: Story = { decorators: padded };
export const Default: Story = {
  decorators: padded,
  args: { initial: { title: 'Added to basket', description: '“Harbour at dusk” · € 1,200' } },
};
export const Success: Story = {
  decorators: padded,
  args: { initial: { title: 'Thank you for your order', description: 'A confirmation is on its way to your inbox.', variant: 'success' } },
};
export const ErrorToast: Story = {
  decorators: padded,
  args: { initial: { title: 'Payment failed', description: 'Your card was declined. No money was taken.', variant: 'error' } },
};
export const TitleOnly: Story = { decorators: padded, args: { initial: { title: 'Link copied' } } };
