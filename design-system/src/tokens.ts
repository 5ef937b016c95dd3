/**
 * Raw design-token values. `theme.css.ts` turns them into CSS custom
 * properties (`vars`); they are exported raw so tests can verify contrast.
 */
export const palette = {
  background: '#faf8f5',
  surface: '#ffffff',
  surfaceSunken: '#f2eee8',
  surfaceInverse: '#1c1b19',
  text: '#1c1b19',
  textMuted: '#6b655d',
  textInverse: '#faf8f5',
  border: '#e6e0d7',
  borderStrong: '#8c857b',
  accent: '#9a4b2f',
  accentHover: '#7f3c24',
  accentSubtle: '#f5ebe5',
  onAccent: '#ffffff',
  primary: '#1c1b19',
  primaryHover: '#3a3733',
  success: '#2e6b3f',
  successSubtle: '#e9f2eb',
  warning: '#8a5a00',
  warningSubtle: '#faf0dc',
  danger: '#a3312a',
  dangerHover: '#86271f',
  dangerSubtle: '#f9e8e6',
  focusRing: '#9a4b2f',
  overlay: 'rgba(28, 27, 25, 0.48)',
} as const;

export const fontStacks = {
  display: '"Iowan Old Style", "Palatino Linotype", "Book Antiqua", Palatino, Georgia, serif',
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Breakpoints in px (min-width, mobile first). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media query helpers usable in vanilla-extract `@media` blocks and `matchMedia`. */
export const mediaUp = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;
export const mediaDown = (bp: Breakpoint): string =>
  `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;

export const media = {
  sm: mediaUp('sm'),
  md: mediaUp('md'),
  lg: mediaUp('lg'),
  xl: mediaUp('xl'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
  hover: '(hover: hover) and (pointer: fine)',
} as const;
