import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_CLOSE_GRACE, TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, Tooltip } from './Tooltip.tsx';

function setup() {
  render(
    <>
      <Tooltip content="Add to favourites">
        <button type="button">Favourite</button>
      </Tooltip>
      <Tooltip content="Share this artwork">
        <button type="button" aria-describedby="own">Share</button>
      </Tooltip>
      <p id="own">Own description</p>
    </>,
  );
  return { fav: screen.getByRole('button', { name: 'Favourite' }), share: screen.getByRole('button', { name: 'Share' }) };
}

const tooltip = (name: string) => screen.queryByRole('tooltip', { name });
const leave = (el: HTMLElement) => {
  fireEvent.pointerLeave(el, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_GRACE));
};

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Make sure no skip window leaks from a previous test.
    vi.setSystemTime(Date.now() + 60_000);
  });

  it('uses the spec delays', () => {
    expect(TOOLTIP_DELAY).toBe(700);
    expect(TOOLTIP_SKIP_DELAY).toBe(300);
  });

  it('opens on hover after exactly 700 ms and describes the trigger', () => {
    const { fav } = setup();
    expect(fav.getAttribute('aria-describedby')).toBe(screen.getByText('Add to favourites').id);
    fireEvent.pointerEnter(fav, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(699));
    expect(tooltip('Add to favourites')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip('Add to favourites')).not.toBeNull();
    leave(fav);
    expect(tooltip('Add to favourites')).toBeNull();
  });

  it('leaving before the delay cancels opening', () => {
    const { fav } = setup();
    fireEvent.pointerEnter(fav, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerLeave(fav, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(tooltip('Add to favourites')).toBeNull();
  });

  it('opens instantly when another tooltip closed less than 300 ms ago', () => {
    const { fav, share } = setup();
    fireEvent.pointerEnter(fav, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    leave(fav);
    act(() => vi.advanceTimersByTime(299));
    fireEvent.pointerEnter(share, { pointerType: 'mouse' });
    expect(tooltip('Share this artwork')).not.toBeNull();
    expect(share.getAttribute('aria-describedby')).toBe(`own ${screen.getByText('Share this artwork').id}`);
  });

  it('waits the full delay again once the 300 ms skip window has passed', () => {
    const { fav, share } = setup();
    fireEvent.pointerEnter(fav, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    leave(fav);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerEnter(share, { pointerType: 'mouse' });
    expect(tooltip('Share this artwork')).toBeNull();
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    expect(tooltip('Share this artwork')).not.toBeNull();
  });

  it('shows on keyboard focus immediately, hides on blur and on Escape', () => {
    const { fav } = setup();
    act(() => fav.focus());
    expect(tooltip('Add to favourites')).not.toBeNull();
    act(() => fav.blur());
    expect(tooltip('Add to favourites')).toBeNull();
    act(() => fav.focus());
    act(() => void fireEvent.keyDown(fav, { key: 'Escape' }));
    expect(tooltip('Add to favourites')).toBeNull();
    expect(document.activeElement).toBe(fav);
  });

  it('ignores touch hover', () => {
    const { fav } = setup();
    fireEvent.pointerEnter(fav, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(2000));
    expect(tooltip('Add to favourites')).toBeNull();
  });
});
