import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'currentColor',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 900ms linear infinite`,
});

export const track = style({ opacity: 0.2 });

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.25rem', height: '2.25rem' },
});

export const tone = styleVariants({
  current: {},
  muted: { color: vars.color.textMuted },
  accent: { color: vars.color.accent },
});
