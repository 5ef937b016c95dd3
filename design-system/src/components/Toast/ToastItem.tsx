import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { cx } from '../../utils/cx.ts';
import * as s from './toast.css.ts';
import { TOAST_SWIPE_THRESHOLD, type ToastRecord } from './toast-reducer.ts';

interface ToastItemProps {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
  closeLabel: string;
}

const icons = {
  success: 'M3.5 8.5l3 3 6-7',
  error: 'M8 4.5v4.5M8 11.25v.25',
} as const;

/** One toast: auto-dismiss timer (paused on hover/focus) and horizontal swipe-to-dismiss. */
export function ToastItem({ toast, onDismiss, closeLabel }: ToastItemProps) {
  const { id, duration, open, variant } = toast;
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(duration);
  const swipe = useRef<{ startX: number; pointerId: number; captured: boolean } | null>(null);

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (!open || paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, open, paused, duration, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    swipe.current = { startX: event.clientX, pointerId: event.pointerId, captured: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    if (!current.captured && Math.abs(dx) > 4) {
      current.captured = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setPaused(true);
    }
    if (current.captured) setOffset(dx);
  };
  const endSwipe = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    swipe.current = null;
    const dx = event.clientX - current.startX;
    if (!cancelled && current.captured && Math.abs(dx) >= TOAST_SWIPE_THRESHOLD) {
      onDismiss(id);
      return;
    }
    setOffset(0);
    setPaused(false);
  };

  const swiping = offset !== 0;
  const path = variant === 'default' ? null : icons[variant];
  return (
    <div
      className={cx(s.toast, s.tone[variant])}
      data-variant={variant}
      data-swiping={swiping || undefined}
      style={swiping ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - Math.abs(offset) / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => !swipe.current && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {path && (
        <svg className={s.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.25" />
          <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" transform="translate(8 8) scale(0.7) translate(-8 -8)" />
        </svg>
      )}
      <div className={cx(s.text, !path && s.textWide)}>
        <p className={s.title}>{toast.title}</p>
        {toast.description && <p className={s.description}>{toast.description}</p>}
      </div>
      <button type="button" className={s.close} aria-label={closeLabel} onClick={() => onDismiss(id)}>
        <svg className={s.closeIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
