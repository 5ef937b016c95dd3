import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers announce this text.' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  render: (args) => (
    <p>
      The sentence after this one is visually hidden.
      <VisuallyHidden {...args} />
    </p>
  ),
};
