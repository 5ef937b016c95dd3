import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Portal } from '../../utils/portal.tsx';
import { isTopmostTrap, useFocusTrap } from '../../utils/use-focus-trap.ts';
import { useScrollLock } from '../../utils/use-scroll-lock.ts';
import * as s from './modal-base.css.ts';

export interface ModalBaseProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  /** Close when the backdrop is clicked (Escape always closes). */
  closeOnOverlayClick?: boolean;
  overlayClassName?: string;
  panelClassName?: string;
  children?: ReactNode;
}

/** Shared modal behaviour of Dialog and Drawer: portal, focus trap, Escape, scroll lock, labelling. */
export function ModalBase(props: ModalBaseProps) {
  return props.open ? (
    <Portal>
      <ModalContent {...props} />
    </Portal>
  ) : null;
}

function ModalContent({
  onClose,
  title,
  description,
  footer,
  closeLabel = 'Close',
  closeOnOverlayClick = true,
  overlayClassName,
  panelClassName,
  children,
}: ModalBaseProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useFocusTrap(panelRef, true);
  useScrollLock(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && isTopmostTrap(panelRef.current)) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOverlayClick && event.target === event.currentTarget) onClose();
  };

  return (
    <div className={cx(s.overlay, overlayClassName)} onMouseDown={onOverlayMouseDown}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={cx(s.panel, panelClassName)}
      >
        <div className={s.header}>
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className={s.description}>
              {description}
            </p>
          )}
        </div>
        {children && <div className={s.body}>{children}</div>}
        {footer && <div className={s.footer}>{footer}</div>}
        {/* Last in DOM order so initial focus lands on the content; shown top-right. */}
        <button type="button" className={s.close} aria-label={closeLabel} onClick={onClose}>
          <svg className={s.closeIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
