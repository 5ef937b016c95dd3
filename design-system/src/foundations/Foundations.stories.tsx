import type { Meta, StoryObj } from '@storybook/react-vite';
import { palette } from '../tokens.ts';
import { vars } from '../theme.css.ts';

const meta = { title: 'Foundations/Tokens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const label = { fontSize: vars.fontSize.xs, color: vars.color.textMuted, letterSpacing: vars.letterSpacing.wide };

export const Colours: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 24, maxWidth: 1000 }}>
      {Object.entries(palette).map(([name, value]) => (
        <div key={name} style={{ display: 'grid', gap: 8 }}>
          <div style={{ height: 72, background: value, border: `1px solid ${palette.border}`, borderRadius: 3 }} />
          <span style={{ fontSize: vars.fontSize.sm }}>{name}</span>
          <code style={label}>{value}</code>
        </div>
      ))}
    </div>
  ),
};

const sizes = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 880 }}>
      <div style={{ display: 'grid', gap: 16 }}>
        {sizes.map((size) => (
          <div key={size} style={{ display: 'grid', gridTemplateColumns: '64px 1fr', alignItems: 'baseline', gap: 16 }}>
            <span style={label}>{size}</span>
            <span style={{ fontFamily: vars.font.display, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}>
              Harbour at dusk
            </span>
          </div>
        ))}
      </div>
      <hr />
      <div style={{ display: 'grid', gap: 12, maxWidth: '62ch' }}>
        <h5>Body · system sans</h5>
        <p>
          Each canvas is stretched by hand and primed with three coats of gesso. Colours are mixed from a limited
          palette of earth pigments, which is why the work sits quietly together on a wall.
        </p>
        <p style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>Secondary text — muted ink, AA on paper.</p>
      </div>
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(vars.space).map(([key, value]) => (
        <div key={key} style={{ display: 'grid', gridTemplateColumns: '48px 1fr', alignItems: 'center', gap: 16 }}>
          <span style={label}>{key}</span>
          <span style={{ display: 'block', width: value, height: 12, background: palette.accent, opacity: 0.8 }} />
        </div>
      ))}
    </div>
  ),
};
