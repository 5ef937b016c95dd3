import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive tech and applies sizing', () => {
    const { container } = render(<Skeleton width={200} aspectRatio="4 / 5" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.width).toBe('200px');
    expect(el.style.aspectRatio).toBe('4 / 5');
    expect(el.style.height).toBe('auto');
  });

  it('renders several text lines with a shorter last line', () => {
    const { container } = render(<Skeleton variant="text" lines={3} />);
    const lines = container.firstElementChild!.children;
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
  });
});
