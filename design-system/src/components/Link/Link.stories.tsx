import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link.tsx';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#', children: 'Read the story behind this painting', tone: 'accent', underline: 'always' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'ink', 'muted'] },
    underline: { control: 'inline-radio', options: ['always', 'hover'] },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Link {...args} tone="accent">Accent link</Link>
      <Link {...args} tone="ink">Ink link</Link>
      <Link {...args} tone="muted" underline="hover">Muted link, underline on hover</Link>
    </div>
  ),
};

export const External: Story = {
  args: { href: 'https://example.com', external: true, children: 'Instagram' },
};

export const InProse: Story = {
  render: (args) => (
    <p style={{ maxWidth: '60ch' }}>
      Each canvas is stretched by hand in the studio. Read more about{' '}
      <Link {...args}>materials and framing</Link>, or follow the work in progress on{' '}
      <Link {...args} href="https://example.com" external>Instagram</Link>.
    </p>
  ),
};
