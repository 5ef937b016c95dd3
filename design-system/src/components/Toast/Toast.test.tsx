import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster.tsx';
import { ToastProvider, useToast, useToastState, type ToastApi } from './ToastProvider.tsx';
import type { ToastRecord } from './toast-reducer.ts';

let api: ToastApi;
let records: ToastRecord[];
function Probe() {
  api = useToast();
  records = useToastState();
  return null;
}

function setup() {
  render(
    <ToastProvider>
      <Probe />
      <Toaster />
    </ToastProvider>,
  );
}

const visible = () => Array.from(document.querySelectorAll('[data-variant]')).map((el) => el.querySelector('p')?.textContent);

describe('Toast system', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('renders in a polite status region and shows one toast at a time', () => {
    setup();
    act(() => void api.toast({ title: 'Added to basket', description: 'Harbour at dusk' }));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Harbour at dusk');
    act(() => void api.toast({ title: 'Payment received', variant: 'success' }));
    expect(visible()).toEqual(['Payment received']);
    expect(records).toHaveLength(1);
  });

  it('auto-dismisses after exactly 5000 ms and purges after TOAST_REMOVE_DELAY', () => {
    setup();
    act(() => void api.toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(visible()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(visible()).toEqual([]);
    expect(records.map((t) => t.open)).toEqual([false]);
    act(() => vi.advanceTimersByTime(1_000_000 - 1));
    expect(records).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(records).toHaveLength(0);
  });

  it('honours a custom duration and dismiss(id)', () => {
    setup();
    let id = '';
    act(() => void (id = api.toast({ title: 'Quick', duration: 1000 }).id));
    act(() => vi.advanceTimersByTime(1000));
    expect(visible()).toEqual([]);
    act(() => void (id = api.toast({ title: 'Manual', duration: Infinity }).id));
    act(() => vi.advanceTimersByTime(60_000));
    expect(visible()).toEqual(['Manual']);
    act(() => api.dismiss(id));
    expect(visible()).toEqual([]);
  });

  it('the close button dismisses immediately', () => {
    setup();
    act(() => void api.toast({ title: 'Error', variant: 'error' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' })));
    expect(visible()).toEqual([]);
  });

  it('swipe of 50 px or more dismisses; shorter swipes snap back', () => {
    setup();
    act(() => void api.toast({ title: 'Swipe me' }));
    const el = () => document.querySelector<HTMLElement>('[data-variant]')!;
    fireEvent.pointerDown(el(), { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(el(), { pointerId: 1, clientX: 149 });
    fireEvent.pointerUp(el(), { pointerId: 1, clientX: 149 });
    expect(visible()).toEqual(['Swipe me']);
    expect(el().style.transform).toBe('');
    fireEvent.pointerDown(el(), { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(el(), { pointerId: 2, clientX: 150 });
    expect(el().style.transform).toBe('translateX(50px)');
    act(() => void fireEvent.pointerUp(el(), { pointerId: 2, clientX: 150 }));
    expect(visible()).toEqual([]);
  });

  it('pauses the timer while hovered', () => {
    setup();
    act(() => void api.toast({ title: 'Hover' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(document.querySelector('[data-variant]')!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(visible()).toEqual(['Hover']);
    fireEvent.mouseLeave(document.querySelector('[data-variant]')!);
    act(() => vi.advanceTimersByTime(1999));
    expect(visible()).toEqual(['Hover']);
    act(() => vi.advanceTimersByTime(1));
    expect(visible()).toEqual([]);
  });

  it('useToast outside the provider throws a helpful error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
