import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'paintings', label: 'Paintings', content: 'Oil on canvas' },
  { value: 'drawings', label: 'Drawings', content: 'Charcoal' },
  { value: 'prints', label: 'Prints', content: 'Giclée', disabled: true },
  { value: 'archive', label: 'Archive', content: 'Older work' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('renders tablist/tab/tabpanel wiring with roving tabindex', () => {
    render(<Tabs items={items} aria-label="Work" />);
    expect(screen.getByRole('tablist', { name: 'Work' })).toBeTruthy();
    expect(tab('Paintings').getAttribute('aria-selected')).toBe('true');
    expect(tab('Paintings').tabIndex).toBe(0);
    expect(tab('Drawings').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Paintings').id);
    expect(tab('Paintings').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Oil on canvas');
  });

  it('arrow keys move focus and selection, skip disabled tabs and wrap; Home/End jump', () => {
    render(<Tabs items={items} />);
    tab('Paintings').focus();
    fireEvent.keyDown(tab('Paintings'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Drawings'));
    expect(tab('Drawings').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Charcoal');
    fireEvent.keyDown(tab('Drawings'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Archive'));
    fireEvent.keyDown(tab('Archive'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Paintings'));
    fireEvent.keyDown(tab('Paintings'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Archive'));
    fireEvent.keyDown(tab('Archive'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Paintings'));
    fireEvent.keyDown(tab('Paintings'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Archive'));
    expect(tab('Archive').tabIndex).toBe(0);
    expect(tab('Paintings').tabIndex).toBe(-1);
  });

  it('manual activation only moves focus until Enter/click', () => {
    render(<Tabs items={items} activation="manual" />);
    tab('Paintings').focus();
    fireEvent.keyDown(tab('Paintings'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Drawings'));
    expect(tab('Paintings').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Drawings'));
    expect(tab('Drawings').getAttribute('aria-selected')).toBe('true');
  });

  it('works controlled', () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('drawings');
      return (
        <Tabs items={items.map(({ content: _content, ...item }) => item)} value={value} onValueChange={(v) => { onValueChange(v); setValue(v); }}>
          {(v) => `panel:${v}`}
        </Tabs>
      );
    }
    render(<Controlled />);
    expect(tab('Drawings').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Archive'));
    expect(onValueChange).toHaveBeenCalledWith('archive');
    expect(tab('Archive').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel:archive');
  });

  it('a controlled value that the parent does not update stays put', () => {
    render(<Tabs items={items} value="paintings" onValueChange={() => {}} />);
    fireEvent.click(tab('Drawings'));
    expect(tab('Paintings').getAttribute('aria-selected')).toBe('true');
  });
});
