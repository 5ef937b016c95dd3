import { globalStyle } from '@vanilla-extract/css';
import { media } from './tokens.ts';
import { vars } from './theme.css.ts';

/* Modern reset */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
  scrollBehavior: 'smooth',
});
globalStyle('body', {
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled', { cursor: 'not-allowed' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('p', { textWrap: 'pretty' } as Record<string, string>);
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });

/* Base typography: serif display headings, sans UI text */
globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
  textWrap: 'balance',
} as Record<string, string>);
globalStyle('h1', { fontSize: vars.fontSize['4xl'] });
globalStyle('h2', { fontSize: vars.fontSize['3xl'] });
globalStyle('h3', { fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.snug });
globalStyle('h4', { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });
globalStyle('h5, h6', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});
globalStyle('small', { fontSize: vars.fontSize.sm });
globalStyle('hr', { border: 0, borderTop: vars.border.hairline });

globalStyle(':where(a)', {
  color: vars.color.accent,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
});
globalStyle(':where(a:hover)', { color: vars.color.accentHover });

globalStyle('::selection', { backgroundColor: vars.color.accentSubtle, color: vars.color.text });

/* One visible focus ring everywhere, keyboard only */
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
