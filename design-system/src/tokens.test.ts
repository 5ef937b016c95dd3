import { describe, expect, it } from 'vitest';
import { breakpoints, media, mediaDown, mediaUp, palette } from './tokens.ts';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('palette contrast (WCAG AA)', () => {
  const text = ['text', 'textMuted', 'accent', 'accentHover', 'success', 'warning', 'danger'] as const;
  for (const key of text) {
    for (const bg of ['background', 'surface', 'surfaceSunken'] as const) {
      it(`${key} on ${bg} >= 4.5:1`, () => {
        expect(contrast(palette[key], palette[bg])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it.each([
    ['accent', 'accentSubtle'],
    ['success', 'successSubtle'],
    ['warning', 'warningSubtle'],
    ['danger', 'dangerSubtle'],
    ['onAccent', 'accent'],
    ['onAccent', 'danger'],
    ['textInverse', 'primary'],
    ['textInverse', 'primaryHover'],
    ['textInverse', 'surfaceInverse'],
  ] as const)('%s on %s >= 4.5:1', (fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('form control borders reach 3:1 (non-text contrast)', () => {
    expect(contrast(palette.borderStrong, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette.borderStrong, palette.background)).toBeGreaterThanOrEqual(3);
  });
});

describe('media helpers', () => {
  it('builds min/max width queries from the breakpoints', () => {
    expect(breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
    expect(mediaUp('md')).toBe('screen and (min-width: 768px)');
    expect(mediaDown('md')).toBe('screen and (max-width: 767.98px)');
    expect(media.lg).toBe(mediaUp('lg'));
    expect(media.reducedMotion).toBe('(prefers-reduced-motion: reduce)');
  });
});
