import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme.css.ts';

export const link = recipe({
  base: {
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    transition: [
      `color ${vars.duration.fast} ${vars.easing.standard}`,
      `text-decoration-color ${vars.duration.fast} ${vars.easing.standard}`,
    ].join(', '),
    borderRadius: vars.radius.sm,
  },
  variants: {
    tone: {
      accent: {
        color: vars.color.accent,
        selectors: { '&:hover': { color: vars.color.accentHover } },
      },
      ink: {
        color: vars.color.text,
        textDecorationColor: vars.color.borderStrong,
        selectors: { '&:hover': { color: vars.color.text, textDecorationColor: vars.color.text } },
      },
      muted: {
        color: vars.color.textMuted,
        selectors: { '&:hover': { color: vars.color.text } },
      },
    },
    underline: {
      always: {},
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.7em',
  height: '0.7em',
  verticalAlign: 'baseline',
});
