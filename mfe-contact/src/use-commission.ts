import {
  type CommissionMultipliers, type CommissionType, COMMISSION_UNITS, FALLBACK_MULTIPLIERS, ZCommissionCategories, ZCommissionSettings,
} from "@studio/contracts";
import { useApi } from "@studio/sdk";

/**
 * The estimator's multipliers from /api/commission/settings; the documented fallbacks (5 per square inch, 10 per
 * square foot) when they cannot be read or are not usable; null while loading.
 */
export function useMultipliers(): CommissionMultipliers | null {
  const { data, error } = useApi("/api/commission/settings", { schema: ZCommissionSettings });
  if (data) {
    return {
      paintingMultiplier: data.paintingMultiplier > 0 ? data.paintingMultiplier : FALLBACK_MULTIPLIERS.paintingMultiplier,
      muralMultiplier: data.muralMultiplier > 0 ? data.muralMultiplier : FALLBACK_MULTIPLIERS.muralMultiplier,
    };
  }
  return error ? FALLBACK_MULTIPLIERS : null;
}

/** The main category of a type (by name) and its accepting subcategories; open when there is no such category. */
export function useCommissionType(type: CommissionType) {
  const { data } = useApi("/api/commission/categories", { schema: ZCommissionCategories });
  const category = data?.find((c) => c.name.toLowerCase() === COMMISSION_UNITS[type].category.toLowerCase());
  return {
    accepting: category ? category.acceptingCommissions : true,
    subcategories: category?.subcategories.filter((s) => s.acceptingCommissions) ?? [],
  };
}

export function useAccepting(): Record<CommissionType, boolean> {
  return { paintings: useCommissionType("paintings").accepting, murals: useCommissionType("murals").accepting };
}
