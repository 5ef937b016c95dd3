import { forwardRef, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as cb from '../Checkbox/checkbox.css.ts';
import { FieldHint, useFieldIds } from '../Field/Field.tsx';
import { useRadioGroup } from './radio-context.ts';
import * as s from './radio.css.ts';

export interface RadioProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | 'value'> {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A single radio; inside a RadioGroup it takes name, checked state and disabled from the group. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { value, label, hint, id: idProp, className, disabled: disabledProp, onChange, ...props },
  ref,
) {
  const group = useRadioGroup();
  const ids = useFieldIds(idProp, hint, undefined);
  const disabled = Boolean(disabledProp || group?.disabled);
  const groupProps = group
    ? {
        name: group.name,
        required: group.required,
        checked: group.value === value,
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          if (event.target.checked) group.setValue(value);
        },
      }
    : { onChange };

  return (
    <div className={cb.row}>
      <span className={cb.control}>
        <input
          ref={ref}
          id={ids.id}
          type="radio"
          value={value}
          disabled={disabled}
          aria-describedby={ids.hintId}
          {...props}
          {...groupProps}
          className={cx(cb.box, s.radio, className)}
        />
      </span>
      <span className={cb.text}>
        <label htmlFor={ids.id} className={cx(cb.label, disabled && cb.disabledLabel)}>
          {label}
        </label>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
      </span>
    </div>
  );
});
