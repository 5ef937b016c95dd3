import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const required = style({ color: vars.color.accent, marginInlineStart: '0.2em' });

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  lineHeight: vars.lineHeight.snug,
});

export const errorIcon = style({ flexShrink: 0, width: '1em', height: '1em', marginTop: '0.1em' });

/** Shared look of text-like controls (input, textarea, select). */
export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: vars.border.strong,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});
