import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardLink, CardTitle } from './Card.tsx';

describe('Card', () => {
  it('renders the media slot with its aspect ratio and the content', () => {
    const { container } = render(
      <Card media={<img src="a.jpg" alt="Harbour" />} mediaAspectRatio="4 / 5">
        <CardTitle><CardLink href="/a">Harbour</CardLink></CardTitle>
      </Card>,
    );
    expect(screen.getByRole('img', { name: 'Harbour' }).parentElement?.style.aspectRatio).toBe('4 / 5');
    expect(screen.getByRole('heading', { level: 3, name: 'Harbour' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour' }).getAttribute('href')).toBe('/a');
    expect(container.firstElementChild?.children).toHaveLength(2);
  });
});
