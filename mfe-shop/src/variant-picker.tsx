import { useId } from "react";
import type { Variant } from "@studio/contracts";
import { formatPrice } from "@studio/sdk";
import * as s from "./purchase.css.ts";

interface VariantPickerProps {
  variants: Variant[];
  value: number | null;
  onChange: (id: number) => void;
}

/** Sizes as native radios drawn as buttons: arrow keys move between them, the checked one is announced. */
export function VariantPicker({ variants, value, onChange }: VariantPickerProps) {
  const name = useId();
  const prices = new Set(variants.map((v) => v.priceCents));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>Size</legend>
      <div className={s.options}>
        {variants.map((variant) => (
          <label key={variant.id} className={s.option}>
            <input type="radio" name={name} className={s.radio} value={variant.id} checked={variant.id === value}
              onChange={() => onChange(variant.id)} />
            <span className={s.optionName}>{variant.variantName}</span>
            {prices.size > 1 && <span className={s.optionPrice}>{formatPrice(variant.priceCents, { cents: true })}</span>}
            {variant.stock <= 0 && <span className={s.optionPrice}>Sold Out</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
