import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Hides content visually while keeping it available to assistive technology. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={cx(visuallyHidden, className)} />;
}

export { visuallyHidden as visuallyHiddenClass };
