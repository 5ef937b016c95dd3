import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { fontStacks, palette } from './tokens.ts';

const values = {
  color: { ...palette },
  font: { ...fontStacks },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': 'clamp(2.5rem, 1.8rem + 2.5vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.55', relaxed: '1.7' },
  letterSpacing: { tight: '-0.01em', normal: '0', wide: '0.02em', caps: '0.08em' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
    '24': '6rem',
  },
  size: {
    containerSm: '40rem',
    containerMd: '56rem',
    containerLg: '72rem',
    containerXl: '90rem',
    control: '2.75rem',
    controlSm: '2.25rem',
    controlLg: '3.25rem',
  },
  radius: { none: '0', sm: '2px', md: '3px', lg: '4px', full: '9999px' },
  border: { hairline: `1px solid ${palette.border}`, strong: `1px solid ${palette.borderStrong}` },
  shadow: {
    sm: '0 1px 2px rgba(28, 27, 25, 0.06)',
    md: '0 2px 4px rgba(28, 27, 25, 0.04), 0 8px 24px rgba(28, 27, 25, 0.08)',
    lg: '0 4px 8px rgba(28, 27, 25, 0.04), 0 24px 56px rgba(28, 27, 25, 0.16)',
  },
  duration: { fast: '150ms', normal: '200ms', slow: '250ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
  zIndex: {
    base: '0',
    raised: '10',
    sticky: '100',
    overlay: '1300',
    modal: '1400',
    toast: '1500',
    tooltip: '1600',
  },
};

/**
 * Theme variables have fixed names (`--studio-color-text`, ...). vanilla-extract would otherwise hash them per
 * consuming package, so the shell and each remote would name the same token differently and a remote could not
 * re-theme design-system components.
 */
export const vars = createGlobalThemeContract(values, (_value, path) => `studio-${path.join('-')}`);
createGlobalTheme(':root', vars, values);
