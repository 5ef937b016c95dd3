import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './Input.tsx';

describe('Input', () => {
  it('labels the input', () => {
    render(<Input label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.tagName).toBe('INPUT');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('wires the error: aria-invalid, aria-describedby → error text with role="alert"', () => {
    render(<Input label="Email" hint="For your receipt" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a valid email');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toContain(alert.id);
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['For your receipt', 'Enter a valid email']);
  });

  it('marks required visually (aria-hidden) and natively', () => {
    render(<Input label="City" required id="city" />);
    const input = screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.id).toBe('city');
    const mark = document.querySelector('label[for="city"] [aria-hidden="true"]');
    expect(mark?.textContent).toBe('*');
  });

  it('keeps an external aria-describedby', () => {
    render(<Input label="Code" aria-describedby="extra" error="Wrong code" />);
    const ids = screen.getByRole('textbox').getAttribute('aria-describedby')!.split(' ');
    expect(ids).toHaveLength(2);
    expect(ids).toContain('extra');
  });
});
