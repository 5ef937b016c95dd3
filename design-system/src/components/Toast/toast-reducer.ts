import type { ReactNode } from 'react';

/** Only one toast is visible at a time: a new toast replaces the visible one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays open unless given its own `duration`. */
export const TOAST_DEFAULT_DURATION = 5000;
/** Delay after a dismissal before the closed record is purged from state. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Horizontal pointer travel (px) that dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; `Infinity` keeps it open. */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastState {
  toasts: ToastRecord[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastRecord }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastRecord> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export const initialToastState: ToastState = { toasts: [] };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

/** Builds an open record from user options, applying defaults. */
export function createToastRecord(id: string, options: ToastOptions): ToastRecord {
  return {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DEFAULT_DURATION,
    open: true,
  };
}
