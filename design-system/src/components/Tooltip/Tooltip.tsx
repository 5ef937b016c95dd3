import {
  Children, cloneElement, useCallback, useEffect, useId, useRef, useState,
  type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref,
} from 'react';
import { composeRefs } from '../../utils/compose-refs.ts';
import { Portal } from '../../utils/portal.tsx';
import * as s from './tooltip.css.ts';
import { useTooltipPosition, type TooltipSide } from './use-tooltip-position.ts';

/** Hover time before a tooltip opens. */
export const TOOLTIP_DELAY = 700;
/** If another tooltip closed less than this long ago, the next one opens instantly. */
export const TOOLTIP_SKIP_DELAY = 300;
/** Time the pointer has to travel from the trigger onto the tooltip before it closes. */
export const TOOLTIP_CLOSE_GRACE = 100;

let lastClosedAt = Number.NEGATIVE_INFINITY;
let closeOpenTooltip: (() => void) | null = null;

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element, e.g. an icon Button. */
  children: ReactElement<TriggerProps>;
  side?: TooltipSide;
  delay?: number;
  skipDelay?: number;
}

/** Short description shown on hover (after `delay`) and immediately on keyboard focus. Escape hides it. */
export function Tooltip({ content, children, side = 'top', delay = TOOLTIP_DELAY, skipDelay = TOOLTIP_SKIP_DELAY }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const triggerRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const timers = useRef<{ open?: ReturnType<typeof setTimeout>; close?: ReturnType<typeof setTimeout> }>({});
  const pointerDown = useRef(false);
  const position = useTooltipPosition(open, side, triggerRef, contentRef);

  const clearTimers = useCallback(() => {
    clearTimeout(timers.current.open);
    clearTimeout(timers.current.close);
  }, []);
  const hide = useCallback(() => {
    clearTimers();
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    lastClosedAt = Date.now();
    if (closeOpenTooltip === hide) closeOpenTooltip = null;
  }, [clearTimers]);
  const show = useCallback(() => {
    clearTimers();
    if (openRef.current) return;
    if (closeOpenTooltip && closeOpenTooltip !== hide) closeOpenTooltip();
    openRef.current = true;
    setOpen(true);
    closeOpenTooltip = hide;
  }, [clearTimers, hide]);
  const scheduleShow = () => {
    clearTimers();
    if (openRef.current) return;
    const skip = closeOpenTooltip !== null || Date.now() - lastClosedAt < skipDelay;
    if (skip || delay <= 0) show();
    else timers.current.open = setTimeout(show, delay);
  };
  const scheduleHide = () => {
    clearTimers();
    if (openRef.current) timers.current.close = setTimeout(hide, TOOLTIP_CLOSE_GRACE);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      hide();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, hide]);

  useEffect(() => () => {
    clearTimers();
    if (closeOpenTooltip === hide) closeOpenTooltip = null;
  }, [clearTimers, hide]);

  const child = Children.only(children);
  const props = child.props;
  const trigger = cloneElement(child, {
    ref: composeRefs(triggerRef, props.ref),
    'aria-describedby': [props['aria-describedby'], id].filter(Boolean).join(' '),
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') scheduleShow();
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      scheduleHide();
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event);
      pointerDown.current = true;
      document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
      hide();
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      if (!pointerDown.current) show();
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      hide();
    },
  } satisfies TriggerProps);

  return (
    <>
      {trigger}
      <Portal>
        <div
          ref={contentRef}
          id={id}
          role="tooltip"
          hidden={!open}
          data-side={position.side}
          className={s.content}
          style={{ top: position.top, left: position.left }}
          onPointerEnter={() => clearTimeout(timers.current.close)}
          onPointerLeave={scheduleHide}
        >
          {content}
        </div>
      </Portal>
    </>
  );
}
