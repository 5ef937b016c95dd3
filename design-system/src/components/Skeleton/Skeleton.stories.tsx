import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'block', width: 240, height: 16 },
  argTypes: { variant: { control: 'inline-radio', options: ['block', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};
export const Text: Story = { args: { variant: 'text', lines: 3, width: 320, height: undefined } };
export const Circle: Story = { args: { variant: 'circle', width: 48, height: 48 } };

export const ArtworkCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 220px)', gap: 32 }}>
      {['4 / 5', '1 / 1', '3 / 4'].map((ratio) => (
        <div key={ratio} style={{ display: 'grid', gap: 12 }}>
          <Skeleton aspectRatio={ratio} />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="40%" />
        </div>
      ))}
    </div>
  ),
};
