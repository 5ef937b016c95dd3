import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as s from './field.css.ts';

/** Props every labelled form control shares. */
export interface FieldBaseProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; when present the control gets aria-invalid and the message role="alert". */
  error?: ReactNode;
  required?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
}

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that wire a control to its hint and error message. */
export function useFieldIds(
  idProp: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  extraDescribedBy?: string,
): FieldIds {
  const auto = useId();
  const id = idProp ?? auto;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function RequiredMark() {
  return (
    <span className={s.required} aria-hidden="true">
      *
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  hidden,
  children,
}: {
  htmlFor?: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  const label = (
    <label htmlFor={htmlFor} className={s.label}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
  return hidden ? <VisuallyHidden>{label}</VisuallyHidden> : label;
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={s.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={s.error} role="alert">
      <svg className={s.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

interface FieldProps extends Omit<FieldBaseProps, 'required'> {
  ids: FieldIds;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error in the standard vertical order. */
export function Field({ ids, label, hint, error, required, hideLabel, className, children }: FieldProps) {
  return (
    <div className={cx(s.field, className)}>
      <FieldLabel htmlFor={ids.id} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

export { control as controlClass } from './field.css.ts';
