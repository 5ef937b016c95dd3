import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const textarea = style({
  minHeight: '7rem',
  paddingBlock: vars.space['3'],
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});
