import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Select } from '../Select/Select.tsx';
import { Radio } from './Radio.tsx';
import { RadioGroup } from './RadioGroup.tsx';

describe('RadioGroup', () => {
  it('shares a name, tracks the value and reports changes', () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup label="Size" defaultValue="s" onValueChange={onValueChange} error="Pick one">
        <Radio value="s" label="Small" />
        <Radio value="l" label="Large" />
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    const small = screen.getByRole('radio', { name: 'Small' }) as HTMLInputElement;
    const large = screen.getByRole('radio', { name: 'Large' }) as HTMLInputElement;
    expect(small.name).toBe(large.name);
    expect(small.checked).toBe(true);
    fireEvent.click(large);
    expect(large.checked).toBe(true);
    expect(small.checked).toBe(false);
    expect(onValueChange).toHaveBeenCalledWith('l');
  });
});

describe('Checkbox and Select', () => {
  it('wire errors the same way as Input', () => {
    render(
      <>
        <Checkbox label="Accept terms" error="Required" />
        <Select label="Country" options={[{ value: 'fr', label: 'France' }]} placeholder="Choose" error="Choose a country" />
      </>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Accept terms' });
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    for (const control of [checkbox, select]) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const errorEl = document.getElementById(control.getAttribute('aria-describedby')!);
      expect(errorEl?.getAttribute('role')).toBe('alert');
    }
    expect(select.value).toBe('');
  });
});
