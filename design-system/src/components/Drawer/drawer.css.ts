import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({ justifyContent: 'flex-end' });

export const panel = style({
  width: '100%',
  height: '100%',
  borderInlineStart: vars.border.hairline,
  animation: `${slideIn} ${vars.duration.slow} ${vars.easing.enter}`,
});

export const size = styleVariants({
  sm: { maxWidth: '22rem' },
  md: { maxWidth: '28rem' },
  lg: { maxWidth: '40rem' },
});
