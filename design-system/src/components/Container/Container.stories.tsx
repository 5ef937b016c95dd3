import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container.tsx';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl', 'full'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = { background: '#f2eee8', padding: 24, minHeight: 120 } as const;

export const Default: Story = { render: (args) => <Container {...args}><div style={fill}>Page content (72rem max)</div></Container> };
export const Prose: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Container {...args} style={{ paddingBlock: 48 }}>
      <h1>About the studio</h1>
      <p style={{ marginTop: 24 }}>
        I paint slowly, mostly in oil, in a converted boathouse on the coast. Each work starts outdoors as a small
        study and is finished in the studio over weeks, sometimes months.
      </p>
    </Container>
  ),
};
