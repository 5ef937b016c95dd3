import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space['10'],
  cursor: 'pointer',
  selectors: { '&:has(option[value=""]:checked)': { color: vars.color.textMuted } },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  width: '0.875rem',
  height: '0.875rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

globalStyle(`${select} option`, { color: vars.color.text });
