import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}`,
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '100%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const header = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: `${vars.space['6']} ${vars.space['16']} ${vars.space['4']} ${vars.space['6']}`,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingInline: vars.space['6'],
  paddingBottom: vars.space['6'],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  padding: vars.space['6'],
  paddingTop: vars.space['4'],
  borderTop: vars.border.hairline,
});

export const close = style({
  position: 'absolute',
  top: vars.space['5'],
  right: vars.space['5'],
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.textMuted,
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } },
});

export const closeIcon = style({ width: '1.125rem', height: '1.125rem' });
