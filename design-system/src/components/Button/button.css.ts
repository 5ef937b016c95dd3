import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme.css.ts';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: vars.letterSpacing.wide,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    transition: [
      `background-color ${vars.duration.fast} ${vars.easing.standard}`,
      `border-color ${vars.duration.fast} ${vars.easing.standard}`,
      `color ${vars.duration.fast} ${vars.easing.standard}`,
    ].join(', '),
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { opacity: 1, cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.textInverse,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primaryHover,
            color: vars.color.textInverse,
          },
        },
      },
      secondary: {
        backgroundColor: 'transparent',
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            borderColor: vars.color.text,
            backgroundColor: vars.color.surface,
            color: vars.color.text,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.surfaceSunken,
            color: vars.color.text,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.dangerHover,
            color: vars.color.onAccent,
          },
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { height: vars.size.control, paddingInline: vars.space['5'], fontSize: vars.fontSize.sm },
      lg: { height: vars.size.controlLg, paddingInline: vars.space['8'], fontSize: vars.fontSize.md },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label in the accessibility tree (and the width stable) while the spinner shows. */
export const contentHidden = style({ opacity: 0 });
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
