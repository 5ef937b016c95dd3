import { cloneElement, isValidElement, type MouseEvent, type ReactElement } from 'react';
import { useControllableState } from '../../utils/use-controllable-state.ts';

export interface ModalStateProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element (usually a Button) that opens the modal when clicked. */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
}

/** Controlled/uncontrolled open state plus an optional wired-up trigger element. */
export function useModalState({ open: openProp, defaultOpen = false, onOpenChange, trigger }: ModalStateProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const triggerElement = isValidElement(trigger)
    ? cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          if (!event.defaultPrevented) setOpen(true);
        },
      } as Record<string, unknown>)
    : null;
  return { open, close: () => setOpen(false), triggerElement };
}
