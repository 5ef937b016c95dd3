import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { Field, controlClass, useFieldIds, type FieldBaseProps } from '../Field/Field.tsx';
import * as s from './textarea.css.ts';

export interface TextareaProps extends FieldBaseProps, ComponentPropsWithoutRef<'textarea'> {
  fieldClassName?: string;
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, required, hideLabel, id: idProp, fieldClassName, className, rows = 5, 'aria-describedby': describedByProp, ...props },
  ref,
) {
  const ids = useFieldIds(idProp, hint, error, describedByProp);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={fieldClassName}>
      <textarea
        ref={ref}
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
        className={cx(controlClass, s.textarea, className)}
      />
    </Field>
  );
});
