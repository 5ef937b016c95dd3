import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    width: 'fit-content',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingBlock: '0.125rem',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.sm,
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: vars.letterSpacing.caps,
    lineHeight: vars.lineHeight.normal,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
      accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accent },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
