import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button.tsx';

describe('Button', () => {
  it('defaults to type="button" and fires onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading disables the button, marks it busy and keeps its accessible name', () => {
    const onClick = vi.fn();
    render(<Button loading onClick={onClick}>Pay now</Button>);
    const button = screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.querySelector('svg')).not.toBeNull();
  });

  it('is not busy when not loading, and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Save</Button>);
    expect(ref.current?.tagName).toBe('BUTTON');
    expect(ref.current?.hasAttribute('aria-busy')).toBe(false);
    expect(ref.current?.disabled).toBe(false);
  });
});

describe('ButtonLink', () => {
  it('renders an anchor with the given props', () => {
    render(<ButtonLink href="/shop" target="_self" variant="secondary">Shop</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link.getAttribute('href')).toBe('/shop');
    expect(link.getAttribute('target')).toBe('_self');
  });
});
