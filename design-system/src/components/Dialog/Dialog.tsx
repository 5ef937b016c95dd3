import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as s from './dialog.css.ts';
import { ModalBase } from './ModalBase.tsx';
import { useModalState, type ModalStateProps } from './use-modal-state.ts';

export type DialogSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export interface DialogProps extends ModalStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Actions row at the bottom, e.g. Cancel + Confirm buttons. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Accessible label of the close (×) button. */
  closeLabel?: string;
  closeOnOverlayClick?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * Modal dialog: focus is trapped inside, Escape and the close button close it,
 * and focus returns to the element that had it before opening.
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, size = 'md', className, ...rest }: DialogProps) {
  const state = useModalState({ open, defaultOpen, onOpenChange, trigger });
  const fullscreen = size === 'fullscreen';
  return (
    <>
      {state.triggerElement}
      <ModalBase
        {...rest}
        open={state.open}
        onClose={state.close}
        overlayClassName={cx(s.overlay, fullscreen && s.fullscreenOverlay)}
        panelClassName={cx(s.panel, s.size[size], fullscreen && s.fullscreenPanel, className)}
      />
    </>
  );
}
