import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const adornment = style({
  position: 'absolute',
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});

export const start = style({ insetInlineStart: vars.space['3'] });
export const end = style({ insetInlineEnd: vars.space['3'] });
export const withStart = style({ paddingInlineStart: vars.space['8'] });
export const withEnd = style({ paddingInlineEnd: vars.space['8'] });
