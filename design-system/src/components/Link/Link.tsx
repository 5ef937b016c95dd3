import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as s from './link.css.ts';

export interface LinkProps extends ComponentPropsWithoutRef<'a'> {
  tone?: 'accent' | 'ink' | 'muted';
  underline?: 'always' | 'hover';
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  external?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone = 'accent', underline = 'always', external = false, className, children, rel, target, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      {...props}
      className={cx(s.link({ tone, underline }), className)}
    >
      {children}
      {external && (
        <>
          {' '}
          <svg className={s.externalIcon} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M4 2h6v6M10 2 2 10" fill="none" stroke="currentColor" strokeWidth="1.25" />
          </svg>
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </>
      )}
    </a>
  );
});
