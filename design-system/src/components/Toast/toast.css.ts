import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens.ts';
import { vars } from '../../theme.css.ts';

const toneVar = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space['4'],
  bottom: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  pointerEvents: 'none',
  '@media': { [media.sm]: { insetInline: 'auto', right: vars.space['6'], bottom: vars.space['6'] } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  width: '100%',
});

export const toast = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: 420,
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['4']} ${vars.space['5']}`,
  backgroundColor: vars.color.surface,
  border: vars.border.hairline,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
  touchAction: 'pan-y',
  userSelect: 'none',
  animation: `${enter} ${vars.duration.normal} ${vars.easing.enter}`,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}, opacity ${vars.duration.normal} ${vars.easing.standard}`,
  '@media': { [media.sm]: { width: 420 } },
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlock: -1,
      insetInlineStart: -1,
      width: 3,
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
      backgroundColor: toneVar,
    },
    '&[data-swiping="true"]': { transition: 'none' },
  },
});

export const tone = styleVariants({
  default: { vars: { [toneVar]: vars.color.text } },
  success: { vars: { [toneVar]: vars.color.success } },
  error: { vars: { [toneVar]: vars.color.danger } },
});

export const icon = style({ width: '1.125rem', height: '1.125rem', marginTop: '0.125rem', color: toneVar });

export const text = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, gridColumn: 'span 1' });
export const textWide = style({ gridColumn: '1 / 3' });

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  marginBlock: `calc(${vars.space['1']} * -1)`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.textMuted,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } },
});

export const closeIcon = style({ width: '0.875rem', height: '0.875rem' });
