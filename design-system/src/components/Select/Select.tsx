import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { Field, controlClass, useFieldIds, type FieldBaseProps } from '../Field/Field.tsx';
import * as s from './select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'select'>, 'size'> {
  /** Options to render; alternatively pass <option> children. */
  options?: SelectOption[];
  /** Adds a first, empty option that cannot be re-selected. */
  placeholder?: string;
  fieldClassName?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    required,
    hideLabel,
    id: idProp,
    options,
    placeholder,
    fieldClassName,
    className,
    children,
    'aria-describedby': describedByProp,
    ...props
  },
  ref,
) {
  const ids = useFieldIds(idProp, hint, error, describedByProp);
  const uncontrolledDefault = props.value === undefined && props.defaultValue === undefined && placeholder ? '' : undefined;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={fieldClassName}>
      <div className={s.wrapper}>
        <select
          ref={ref}
          id={ids.id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          defaultValue={uncontrolledDefault}
          {...props}
          className={cx(controlClass, s.select, className)}
        >
          {placeholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <svg className={s.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </div>
    </Field>
  );
});
