import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as s from './spinner.css.ts';

export interface SpinnerProps extends ComponentPropsWithoutRef<'span'> {
  /** Text announced to assistive technology. */
  label?: string;
  size?: keyof typeof s.size;
  tone?: keyof typeof s.tone;
  /** Hide from assistive technology when the surrounding element already conveys busy state. */
  decorative?: boolean;
}

export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading', size = 'md', tone = 'current', decorative = false, className, ...props },
  ref,
) {
  return (
    <span
      ref={ref}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      {...props}
      className={cx(s.root, s.size[size], s.tone[tone], className)}
    >
      <svg className={s.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={s.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {!decorative && <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
});
