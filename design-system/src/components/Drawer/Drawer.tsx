import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { ModalBase } from '../Dialog/ModalBase.tsx';
import { useModalState, type ModalStateProps } from '../Dialog/use-modal-state.ts';
import * as s from './drawer.css.ts';

export interface DrawerProps extends ModalStateProps {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  closeOnOverlayClick?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Modal side panel sliding in from the right (basket, filters). Same behaviour as Dialog. */
export function Drawer({ open, defaultOpen, onOpenChange, trigger, size = 'md', className, ...rest }: DrawerProps) {
  const state = useModalState({ open, defaultOpen, onOpenChange, trigger });
  return (
    <>
      {state.triggerElement}
      <ModalBase
        {...rest}
        open={state.open}
        onClose={state.close}
        overlayClassName={s.overlay}
        panelClassName={cx(s.panel, s.size[size], className)}
      />
    </>
  );
}
