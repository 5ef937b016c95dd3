import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space['6'] });
export const vertical = style({ gridTemplateColumns: 'max-content 1fr', gap: vars.space['8'] });

export const list = style({
  display: 'flex',
  gap: vars.space['3'],
  // Tabs get inline padding so the focus ring has room; the negative margin keeps labels aligned
  // with the content and the hairline is drawn as a background inset by the same amount.
  marginInline: `calc(${vars.space['2']} * -1)`,
  backgroundImage: `linear-gradient(${vars.color.border}, ${vars.color.border})`,
  backgroundSize: `calc(100% - 2 * ${vars.space['2']}) 1px`,
  backgroundPosition: 'center bottom',
  backgroundRepeat: 'no-repeat',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});
export const listVertical = style({
  flexDirection: 'column',
  gap: vars.space['1'],
  marginInline: 0,
  backgroundImage: 'none',
  borderInlineStart: vars.border.hairline,
});

export const tab = style({
  position: 'relative',
  appearance: 'none',
  background: 'none',
  border: 0,
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['2'],
      bottom: 0,
      height: 2,
      backgroundColor: vars.color.text,
      transform: 'scaleX(0)',
      transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
    },
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.text },
    '&[aria-selected="true"]::after': { transform: 'scaleX(1)' },
    '&:disabled': { opacity: 0.5 },
    '&:focus-visible': { outlineOffset: '-2px', borderRadius: vars.radius.sm },
  },
});

export const tabVertical = style({
  textAlign: 'start',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['2'],
  selectors: {
    '&::after': { insetInline: 'auto', left: -1, right: 'auto', top: 0, bottom: 0, width: 2, height: 'auto', transform: 'scaleY(0)' },
    '&[aria-selected="true"]::after': { transform: 'scaleY(1)' },
  },
});

export const panel = style({ minWidth: 0, borderRadius: vars.radius.sm });
