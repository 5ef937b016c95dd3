import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space['1'] });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  alignItems: 'start',
});

export const control = style({ position: 'relative', display: 'grid', placeItems: 'center', marginTop: '0.125rem' });

/** Shared square/circle box used by Checkbox and Radio. */
export const box = style({
  appearance: 'none',
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  backgroundColor: vars.color.surface,
  border: vars.border.strong,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const check = style({
  position: 'absolute',
  width: '0.875rem',
  height: '0.875rem',
  color: vars.color.textInverse,
  pointerEvents: 'none',
  opacity: 0,
  selectors: { [`${box}:checked + &`]: { opacity: 1 } },
});

export const text = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  paddingTop: '0.125rem',
});

export const disabledLabel = style({ color: vars.color.textMuted, cursor: 'not-allowed' });
