import { Portal } from '../../utils/portal.tsx';
import * as s from './toast.css.ts';
import { ToastItem } from './ToastItem.tsx';
import { useToast, useToastState } from './ToastProvider.tsx';

export interface ToasterProps {
  /** Accessible name of the notifications region. */
  label?: string;
  /** Accessible label of each toast's close button. */
  closeLabel?: string;
}

/** Viewport that shows the open toast. Render once, inside <ToastProvider>. */
export function Toaster({ label = 'Notifications', closeLabel = 'Dismiss notification' }: ToasterProps) {
  const toasts = useToastState();
  const { dismiss } = useToast();
  return (
    <Portal>
      <section className={s.viewport} aria-label={label}>
        <div className={s.list} role="status" aria-live="polite" aria-atomic="false">
          {toasts
            .filter((toast) => toast.open)
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} closeLabel={closeLabel} />
            ))}
        </div>
      </section>
    </Portal>
  );
}
