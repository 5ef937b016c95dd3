import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('external opens in a new tab safely and announces it', () => {
    render(<Link href="https://example.com" external>Instagram</Link>);
    const link = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('internal links keep their own target and rel', () => {
    render(<Link href="/about">About</Link>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });
});
