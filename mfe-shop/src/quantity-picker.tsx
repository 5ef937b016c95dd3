import { useId } from "react";
import { canDecrease, canIncrease, clampQuantity, maxQuantity } from "./product-options.ts";
import * as s from "./purchase.css.ts";

interface QuantityPickerProps {
  value: number;
  stock: number | null;
  onChange: (quantity: number) => void;
}

/** 1 to stock (99 when unknown): minus is disabled at 1, plus at the maximum. */
export function QuantityPicker({ value, stock, onChange }: QuantityPickerProps) {
  const id = useId();
  return (
    <div className={s.fieldset}>
      <label htmlFor={id} className={s.legend}>Quantity</label>
      <div className={s.stepper}>
        <button type="button" className={s.step} aria-label="Decrease quantity" disabled={!canDecrease(value)}
          onClick={() => onChange(value - 1)}>−</button>
        <input id={id} className={s.quantity} type="number" inputMode="numeric" min={1} max={maxQuantity(stock)}
          value={value} onChange={(e) => onChange(clampQuantity(Number(e.target.value), stock))} />
        <button type="button" className={s.step} aria-label="Increase quantity" disabled={!canIncrease(value, stock)}
          onClick={() => onChange(value + 1)}>+</button>
      </div>
    </div>
  );
}
