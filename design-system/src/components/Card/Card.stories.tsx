import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { artwork } from '../../story-helpers/artwork.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card, CardLink, CardMeta, CardTitle } from './Card.tsx';

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: { surface: 'raised', padding: 'md', interactive: false },
  argTypes: {
    surface: { control: 'inline-radio', options: ['raised', 'flat'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Decorator[] = [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>];

const img = (i: number) => <img src={artwork(i)} alt="" width={800} height={1000} />;

export const Default: Story = {
  decorators: narrow,
  args: {
    children: (
      <>
        <CardTitle>Commissions</CardTitle>
        <CardMeta>Portraits of homes and gardens, painted from your photographs.</CardMeta>
      </>
    ),
  },
};

export const WithMedia: Story = {
  decorators: narrow,
  args: {
    media: img(0),
    mediaAspectRatio: '4 / 5',
    children: (
      <>
        <CardTitle>Harbour at dusk</CardTitle>
        <CardMeta>Oil on linen · 80 × 60 cm</CardMeta>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 12 }}>
          <span>€ 1,200</span>
          <Button size="sm">Add to basket</Button>
        </div>
      </>
    ),
  },
};

export const GalleryGrid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 1040 }}><Story /></div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '48px 32px' }}>
      {['Harbour at dusk', 'Olive grove, noon', 'Wheat, late August', 'Night swim', 'Pink hour'].map((title, i) => (
        <Card key={title} surface="flat" interactive media={img(i)} mediaAspectRatio="4 / 5">
          <CardTitle>
            <CardLink href="#artwork">{title}</CardLink>
          </CardTitle>
          <CardMeta>Oil on linen · {60 + i * 10} × {50 + i * 5} cm</CardMeta>
          {i === 1 ? <Badge tone="danger">Sold</Badge> : <CardMeta>€ {(900 + i * 250).toLocaleString('en')}</CardMeta>}
        </Card>
      ))}
    </div>
  ),
};

export const Interactive: Story = {
  decorators: narrow,
  args: {
    interactive: true,
    media: img(3),
    mediaAspectRatio: '1 / 1',
    children: (
      <>
        <CardTitle><CardLink href="#series">The Blue Series</CardLink></CardTitle>
        <CardMeta>Twelve works, 2023–2025</CardMeta>
      </>
    ),
  },
};
