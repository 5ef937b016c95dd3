import { COMMISSION_UNITS, type CommissionMultipliers, type CommissionType, estimateCents } from "@studio/contracts";
import { Input } from "@studio/design-system";
import { formatAmount, formatPrice } from "@studio/sdk";
import { useDebounced } from "./use-debounced.ts";
import * as s from "./contact.css.ts";

/** Spec section 9: the estimate recalculates 500 ms after the inputs stop changing. */
export const ESTIMATE_DEBOUNCE_MS = 500;

export interface EstimatorProps {
  type: CommissionType;
  height: string;
  width: string;
  onChange: (field: "height" | "width", value: string) => void;
  multipliers: CommissionMultipliers | null;
}

/** Height and width in the type's unit, and the estimate (height × width × multiplier) once both are above 0. */
export function Estimator({ type, height, width, onChange, multipliers }: EstimatorProps) {
  const settled = useDebounced({ type, height, width }, ESTIMATE_DEBOUNCE_MS);
  const cents = multipliers ? estimateCents(settled.type, settled.height, settled.width, multipliers) : null;
  const { unit, label } = COMMISSION_UNITS[type];
  const rate = multipliers && (type === "murals" ? multipliers.muralMultiplier : multipliers.paintingMultiplier);

  return (
    <fieldset className={s.estimator}>
      <legend className={s.legend}>Price estimate</legend>
      <div className={s.pair}>
        <Input label={`Height (${label})`} inputMode="decimal" name="height" value={height} endAdornment={unit}
          onChange={(e) => onChange("height", e.target.value)} />
        <Input label={`Width (${label})`} inputMode="decimal" name="width" value={width} endAdornment={unit}
          onChange={(e) => onChange("width", e.target.value)} />
      </div>
      <div className={s.estimate} aria-live="polite" data-testid="estimate">
        {cents === null ? (
          <p className={s.muted}>Enter the height and width to see an estimate.</p>
        ) : (
          <>
            <p className={s.estimateLabel}>Estimated price</p>
            <p className={s.estimateAmount}>{formatAmount(cents)}</p>
          </>
        )}
        {rate !== null && (
          <p className={s.muted}>
            {formatPrice(rate)} per square {type === "murals" ? "foot" : "inch"}. A starting point: the final quote depends on the
            subject, detail and materials.
          </p>
        )}
      </div>
    </fieldset>
  );
}
