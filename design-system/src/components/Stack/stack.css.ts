import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const root = style({ display: 'flex', minWidth: 0 });

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
});

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });
