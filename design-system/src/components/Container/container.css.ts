import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens.ts';
import { vars } from '../../theme.css.ts';

export const root = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space['5'],
  '@media': {
    [media.md]: { paddingInline: vars.space['8'] },
    [media.xl]: { paddingInline: vars.space['12'] },
  },
});

export const size = styleVariants({
  sm: { maxWidth: vars.size.containerSm },
  md: { maxWidth: vars.size.containerMd },
  lg: { maxWidth: vars.size.containerLg },
  xl: { maxWidth: vars.size.containerXl },
  full: { maxWidth: 'none' },
});
