import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as s from './button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface SharedProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon rendered before the label. */
  startIcon?: ReactNode;
  /** Icon rendered after the label. */
  endIcon?: ReactNode;
}

export interface ButtonProps extends SharedProps, ComponentPropsWithoutRef<'button'> {
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    disabled,
    startIcon,
    endIcon,
    type = 'button',
    className,
    children,
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
      className={cx(s.button({ variant, size, fullWidth }), className)}
    >
      <span className={cx(s.content, loading && s.contentHidden)}>
        {startIcon}
        {children}
        {endIcon}
      </span>
      {loading && (
        <span className={s.spinnerSlot}>
          <Spinner size="sm" decorative />
        </span>
      )}
    </button>
  );
});

export interface ButtonLinkProps extends SharedProps, ComponentPropsWithoutRef<'a'> {}

/** An anchor styled as a button. Routers can wrap it or pass their own `href`/`onClick`. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, startIcon, endIcon, className, children, ...props },
  ref,
) {
  return (
    <a ref={ref} {...props} className={cx(s.button({ variant, size, fullWidth }), className)}>
      {startIcon}
      {children}
      {endIcon}
    </a>
  );
});
