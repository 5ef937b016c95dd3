import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const heart = (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M8 13.5S2 10 2 6a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 4-6 7.5-6 7.5Z" fill="none" stroke="currentColor" strokeWidth="1.25" />
  </svg>
);

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { content: 'Save to favourites', side: 'top', children: <Button variant="ghost" aria-label="Favourite">{heart}</Button> },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'bottom'] } },
  decorators: [(Story) => <div style={{ padding: '64px 24px' }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Bottom: Story = { args: { side: 'bottom' } };

export const SkipDelay: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['Previous artwork', 'Zoom in', 'Zoom out', 'Next artwork'].map((label) => (
        <Tooltip key={label} content={label}>
          <Button variant="secondary" size="sm">{label.split(' ')[0]}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};

export const OpenOnFocus: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('button')?.focus();
  },
};
