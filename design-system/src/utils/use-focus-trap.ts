import { useEffect, type RefObject } from 'react';
import { getFocusable } from './focusable.ts';

const stack: HTMLElement[] = [];

/** True when `el` is the most recently activated (top-most) focus trap. */
export function isTopmostTrap(el: HTMLElement | null): boolean {
  return el !== null && stack[stack.length - 1] === el;
}

/**
 * While `active`, keeps Tab / Shift+Tab focus inside `ref`, moves focus into it
 * (first `[data-autofocus]`, else first tabbable, else the container) and
 * returns focus to the previously focused element when deactivated.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    stack.push(root);

    const initial =
      root.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusable(root)[0] ?? root;
    initial.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopmostTrap(root)) return;
      const items = getFocusable(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTopmostTrap(root) && !root.contains(event.target as Node)) (getFocusable(root)[0] ?? root).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(root), 1);
      if (previouslyFocused && document.contains(previouslyFocused)) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
  }, [ref, active]);
}
