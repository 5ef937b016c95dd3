import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { Dialog } from './Dialog.tsx';

function openWithTrigger() {
  const onOpenChange = vi.fn();
  render(
    <Dialog
      title="Remove artwork"
      description="This cannot be undone."
      trigger={<Button>Remove</Button>}
      onOpenChange={onOpenChange}
      footer={<Button variant="danger">Confirm</Button>}
    >
      <p>“Harbour at dusk” will be removed from the shop.</p>
    </Dialog>,
  );
  const trigger = screen.getByRole('button', { name: 'Remove' });
  trigger.focus();
  act(() => fireEvent.click(trigger));
  return { trigger, onOpenChange };
}

describe('Dialog', () => {
  it('opens as a labelled modal and moves focus inside', () => {
    const { trigger, onOpenChange } = openWithTrigger();
    const dialog = screen.getByRole('dialog', { name: 'Remove artwork' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('This cannot be undone.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('Escape closes it and focus returns to the trigger', () => {
    const { trigger, onOpenChange } = openWithTrigger();
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('the close button has an accessible label and closes', () => {
    const { trigger } = openWithTrigger();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('traps Tab focus inside the dialog', () => {
    openWithTrigger();
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    // Content first, the close button last in tab order.
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(confirm);
  });

  it('renders nothing while closed, and respects a controlled open prop', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Dialog title="Hi" open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Dialog title="Hi" open onOpenChange={onOpenChange} size="fullscreen" />);
    expect(screen.getByRole('dialog', { name: 'Hi' })).toBeTruthy();
    act(() => fireEvent.keyDown(document.body, { key: 'Escape' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('Drawer', () => {
  it('has the same modal behaviour', () => {
    render(<Drawer title="Basket" trigger={<Button>Basket</Button>} closeLabel="Close basket" />);
    const trigger = screen.getByRole('button', { name: 'Basket' });
    trigger.focus();
    act(() => fireEvent.click(trigger));
    const drawer = screen.getByRole('dialog', { name: 'Basket' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close basket' }));
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
