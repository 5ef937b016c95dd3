import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space['6'] });
export const vertical = style({ gridTemplateColumns: 'max-content 1fr', gap: vars.space['8'] });

export const list = style({
  display: 'flex',
  gap: vars.space['6'],
  borderBottom: vars.border.hairline,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});
export const listVertical = style({
  flexDirection: 'column',
  gap: vars.space['1'],
  borderBottom: 0,
  borderInlineStart: vars.border.hairline,
});

export const tab = style({
  position: 'relative',
  appearance: 'none',
  background: 'none',
  border: 0,
  paddingInline: 0,
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
      insetInline: 0,
      bottom: -1,
      height: 2,
      backgroundColor: vars.color.text,
      transform: 'scaleX(0)',
      transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
    },
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.text },
    '&[aria-selected="true"]::after': { transform: 'scaleX(1)' },
    '&:disabled': { opacity: 0.5 },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const tabVertical = style({
  textAlign: 'start',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['2'],
  selectors: {
    '&::after': { insetInline: 'auto', left: -1, top: 0, bottom: 0, width: 2, height: 'auto', transform: 'scaleY(0)' },
    '&[aria-selected="true"]::after': { transform: 'scaleY(1)' },
  },
});

export const panel = style({ minWidth: 0, borderRadius: vars.radius.sm });
