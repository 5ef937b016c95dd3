import { useId, useMemo, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { useControllableState } from '../../utils/use-controllable-state.ts';
import * as field from '../Field/field.css.ts';
import { FieldError, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from '../Field/Field.tsx';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden.tsx';
import { RadioGroupContext } from './radio-context.ts';
import * as s from './radio.css.ts';

export interface RadioGroupProps extends FieldBaseProps {
  /** Form field name shared by the radios; generated when omitted. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A fieldset with legend (the label) whose radios share name, value, hint and error. */
export function RadioGroup({
  label,
  hint,
  error,
  required = false,
  hideLabel,
  name: nameProp,
  value: valueProp,
  defaultValue,
  onValueChange,
  disabled = false,
  orientation = 'vertical',
  id,
  className,
  children,
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error);
  const autoName = useId();
  const name = nameProp ?? autoName;
  const [value, setValue] = useControllableState<string | undefined>({
    value: valueProp,
    defaultValue,
    onChange: (next) => next !== undefined && onValueChange?.(next),
  });
  const context = useMemo(
    () => ({ name, value, setValue, disabled, required }),
    [name, value, setValue, disabled, required],
  );

  return (
    <fieldset
      id={ids.id}
      role="radiogroup"
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={cx(s.group, className)}
    >
      <legend className={cx(field.label, s.legend, hideLabel && visuallyHiddenClass)}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <RadioGroupContext.Provider value={context}>
        <div className={cx(s.options, orientation === 'horizontal' && s.horizontal)}>{children}</div>
      </RadioGroupContext.Provider>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
