import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media as mq } from '../../tokens.ts';
import { vars } from '../../theme.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: vars.color.text,
  borderRadius: vars.radius.md,
});

export const surface = styleVariants({
  raised: { backgroundColor: vars.color.surface, border: vars.border.hairline, overflow: 'hidden' },
  flat: { backgroundColor: 'transparent' },
});

export const interactive = style({
  transition: `box-shadow ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
  '@media': { [mq.hover]: { selectors: { [`&:hover`]: { cursor: 'pointer' } } } },
});

export const interactiveRaised = style({
  '@media': { [mq.hover]: { selectors: { '&:hover': { boxShadow: vars.shadow.md } } } },
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
});

export const mediaFlat = style({ borderRadius: vars.radius.sm });

globalStyle(`${media} > img, ${media} > picture, ${media} > video`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.duration.slow} ${vars.easing.standard}`,
});

globalStyle(`${interactive}:hover ${media} > *`, {
  '@media': { [mq.hover]: { transform: 'scale(1.025)' } },
});

export const body = style({ display: 'grid', gap: vars.space['1'], flex: 1 });

export const padding = styleVariants({
  none: { padding: 0, paddingTop: vars.space['3'] },
  sm: { padding: vars.space['3'] },
  md: { padding: vars.space['5'] },
  lg: { padding: vars.space['8'] },
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Stretches a link inside the card so the whole card is clickable. */
export const overlayLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible': { outline: 'none' },
  },
});
