import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { FieldError, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from '../Field/Field.tsx';
import * as s from './checkbox.css.ts';

export interface CheckboxProps
  extends Omit<FieldBaseProps, 'hideLabel'>,
    Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size'> {
  fieldClassName?: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, required, id: idProp, fieldClassName, className, disabled, 'aria-describedby': describedByProp, ...props },
  ref,
) {
  const ids = useFieldIds(idProp, hint, error, describedByProp);
  return (
    <div className={cx(s.root, fieldClassName)}>
      <div className={s.row}>
        <span className={s.control}>
          <input
            ref={ref}
            id={ids.id}
            type="checkbox"
            required={required}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            {...props}
            className={cx(s.box, className)}
          />
          <svg className={s.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <span className={s.text}>
          <label htmlFor={ids.id} className={cx(s.label, disabled && s.disabledLabel)}>
            {label}
            {required && <RequiredMark />}
          </label>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
        </span>
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
