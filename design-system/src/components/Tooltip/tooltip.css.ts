import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.tooltip,
  maxWidth: '16rem',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.wide,
  animation: `${appear} ${vars.duration.fast} ${vars.easing.enter}`,
  selectors: { '&[hidden]': { display: 'none' } },
});
