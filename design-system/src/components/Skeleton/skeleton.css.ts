import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens.ts';
import { vars } from '../../theme.css.ts';

const shimmer = keyframes({ from: { backgroundPosition: '150% 0' }, to: { backgroundPosition: '-50% 0' } });

export const root = style({
  display: 'block',
  backgroundColor: vars.color.border,
  backgroundImage: `linear-gradient(90deg, transparent 0%, rgba(255, 255, 255, 0.5) 50%, transparent 100%)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.6s ${vars.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
});

export const shape = styleVariants({
  block: { width: '100%', height: '1rem', borderRadius: vars.radius.sm },
  text: { width: '100%', height: '0.8em', borderRadius: vars.radius.sm, marginBlock: '0.35em' },
  circle: { width: '2.5rem', height: '2.5rem', borderRadius: vars.radius.full, flexShrink: 0 },
});

export const lines = style({ display: 'grid' });
