import { useLayoutEffect, useState, type RefObject } from 'react';

export type TooltipSide = 'top' | 'bottom';

const GAP = 8;
const EDGE = 8;

interface Position {
  top: number;
  left: number;
  side: TooltipSide;
}

/** Places the tooltip above/below the trigger (flipping when it does not fit), clamped to the viewport. */
export function useTooltipPosition(
  open: boolean,
  preferred: TooltipSide,
  triggerRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
): Position {
  const [position, setPosition] = useState<Position>({ top: -9999, left: -9999, side: preferred });

  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const trigger = triggerRef.current;
      const content = contentRef.current;
      if (!trigger || !content) return;
      const rect = trigger.getBoundingClientRect();
      const width = content.offsetWidth;
      const height = content.offsetHeight;
      const fitsTop = rect.top - height - GAP >= EDGE;
      const fitsBottom = rect.bottom + height + GAP <= window.innerHeight - EDGE;
      const side: TooltipSide =
        preferred === 'top' ? (fitsTop || !fitsBottom ? 'top' : 'bottom') : fitsBottom || !fitsTop ? 'bottom' : 'top';
      const top = side === 'top' ? rect.top - height - GAP : rect.bottom + GAP;
      const centered = rect.left + rect.width / 2 - width / 2;
      const left = Math.min(Math.max(EDGE, centered), Math.max(EDGE, window.innerWidth - width - EDGE));
      setPosition({ top: Math.round(top), left: Math.round(left), side });
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open, preferred, triggerRef, contentRef]);

  return position;
}
