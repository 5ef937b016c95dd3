import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens.ts';
import { vars } from '../../theme.css.ts';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.985)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const panel = style({
  width: '100%',
  borderRadius: vars.radius.lg,
  animation: `${rise} ${vars.duration.slow} ${vars.easing.enter}`,
});

export const size = styleVariants({
  sm: { maxWidth: '26rem' },
  md: { maxWidth: '36rem' },
  lg: { maxWidth: '52rem' },
  fullscreen: {},
});

export const fullscreenOverlay = style({ padding: 0, '@media': { [media.md]: { padding: 0 } } });
export const fullscreenPanel = style({ maxWidth: 'none', width: '100%', height: '100%', borderRadius: 0 });
