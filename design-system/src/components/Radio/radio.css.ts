import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';
import { box } from '../Checkbox/checkbox.css.ts';

export const radio = style({
  borderRadius: vars.radius.full,
  selectors: {
    [`&${box}:checked`]: {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}, inset 0 0 0 10px ${vars.color.primary}`,
    },
  },
});

export const group = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const legend = style({ padding: 0, marginBottom: vars.space['1'] });

export const options = style({ display: 'grid', gap: vars.space['3'], paddingBlock: vars.space['1'] });
export const horizontal = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['6'] });

globalStyle(`${group}[aria-invalid="true"] ${box}:not(:checked)`, { borderColor: vars.color.danger });
