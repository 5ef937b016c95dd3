import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import {
  TOAST_REMOVE_DELAY,
  createToastRecord,
  initialToastState,
  toastReducer,
  type ToastOptions,
  type ToastRecord,
} from './toast-reducer.ts';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ToastOptions>) => void;
}

export interface ToastApi {
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast, or all when no id is given. */
  dismiss: (id?: string) => void;
}

interface ToastContextValue extends ToastApi {
  toasts: ToastRecord[];
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const counter = useRef(0);
  const removeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const scheduleRemoval = useCallback((id: string) => {
    if (removeTimers.current.has(id)) return;
    const timer = setTimeout(() => {
      removeTimers.current.delete(id);
      dispatch({ type: 'REMOVE_TOAST', toastId: id });
    }, TOAST_REMOVE_DELAY);
    removeTimers.current.set(id, timer);
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      const ids = id === undefined ? stateRef.current.toasts.map((t) => t.id) : [id];
      dispatch({ type: 'DISMISS_TOAST', toastId: id });
      ids.forEach(scheduleRemoval);
    },
    [scheduleRemoval],
  );

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      dispatch({ type: 'ADD_TOAST', toast: createToastRecord(id, options) });
      return {
        id,
        dismiss: () => dismiss(id),
        update: (next) => {
          const defined = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
          dispatch({ type: 'UPDATE_TOAST', toast: { ...defined, id } });
        },
      };
    },
    [dismiss],
  );

  useEffect(() => {
    const timers = removeTimers.current;
    return () => {
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);

  const value = useMemo(() => ({ toasts: state.toasts, toast, dismiss }), [state.toasts, toast, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

function useToastContext(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}

/** `toast({ title, description?, variant?, duration? })` and `dismiss(id?)`. */
export function useToast(): ToastApi {
  const { toast, dismiss } = useToastContext();
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}

/** Toast records (open and closed) for the Toaster viewport. */
export function useToastState(): ToastRecord[] {
  return useToastContext().toasts;
}
