import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Field, controlClass, useFieldIds, type FieldBaseProps } from '../Field/Field.tsx';
import * as s from './input.css.ts';

export interface InputProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'size'> {
  /** Decorative content inside the start of the field, e.g. a currency sign. */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Class for the outer field wrapper; `className` goes to the <input>. */
  fieldClassName?: string;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    hint,
    error,
    required,
    hideLabel,
    id: idProp,
    startAdornment,
    endAdornment,
    fieldClassName,
    className,
    type = 'text',
    'aria-describedby': describedByProp,
    ...props
  },
  ref,
) {
  const ids = useFieldIds(idProp, hint, error, describedByProp);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={fieldClassName}>
      <div className={s.wrapper}>
        {startAdornment && <span className={cx(s.adornment, s.start)} aria-hidden="true">{startAdornment}</span>}
        <input
          ref={ref}
          id={ids.id}
          type={type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...props}
          className={cx(controlClass, startAdornment ? s.withStart : undefined, endAdornment ? s.withEnd : undefined, className)}
        />
        {endAdornment && <span className={cx(s.adornment, s.end)} aria-hidden="true">{endAdornment}</span>}
      </div>
    </Field>
  );
});
