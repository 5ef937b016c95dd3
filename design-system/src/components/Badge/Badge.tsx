import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { badge } from './badge.css.ts';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  tone?: BadgeTone;
}

/** Small status label, e.g. "Sold", "New", "Reserved". */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone = 'neutral', className, ...props }, ref) {
  return <span ref={ref} {...props} className={cx(badge({ tone }), className)} />;
});
