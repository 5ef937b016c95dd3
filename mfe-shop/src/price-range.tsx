import { useId } from "react";
import type { PriceRange } from "./catalog-filters.ts";
import * as s from "./filters.css.ts";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$0", "$4,200": whole-dollar bounds (formatPrice leaves zero blank, which a range must not). */
export const formatDollars = (value: number) => dollars.format(value);

interface PriceRangeProps {
  bounds: PriceRange;
  value: PriceRange;
  onChange: (range: PriceRange) => void;
}

/** Two range inputs sharing one track (a double slider); arrow, Page and Home/End keys work on each thumb. */
export function PriceRangeFilter({ bounds, value, onChange }: PriceRangeProps) {
  const id = useId();
  const span = Math.max(1, bounds.max - bounds.min);
  const left = ((value.min - bounds.min) / span) * 100;
  const right = ((value.max - bounds.min) / span) * 100;
  const common = { type: "range", min: bounds.min, max: bounds.max, step: 1, className: s.rangeInput } as const;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={s.price}>
      <div className={s.priceHead}>
        <span id={`${id}-label`} className={s.priceLabel}>Price</span>
        <span className={s.priceValue}>{formatDollars(value.min)} – {formatDollars(value.max)}</span>
      </div>
      <div className={s.track}>
        <span className={s.trackFill} style={{ left: `${left}%`, right: `${100 - right}%` }} aria-hidden="true" />
        <input {...common} aria-label="Minimum price" style={{ zIndex: left > 50 ? 2 : 1 }} aria-valuetext={formatDollars(value.min)} value={value.min}
          onChange={(e) => onChange({ min: Math.min(Number(e.target.value), value.max), max: value.max })} />
        <input {...common} aria-label="Maximum price" aria-valuetext={formatDollars(value.max)} value={value.max}
          onChange={(e) => onChange({ min: value.min, max: Math.max(Number(e.target.value), value.min) })} />
      </div>
    </div>
  );
}
