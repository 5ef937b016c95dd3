/**
 * Prices are typed in dollars and stored in cents. "12.50" -> 1250, "" -> null. Text that is not a number gives
 * NaN and a fraction of a cent stays fractional, so the contract's schema reports it with its own message
 * ("Price must be a number", "Price must be in whole cents").
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, "").replace(/,/g, "");
  if (cleaned === "") return null;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  const cents = Number(cleaned) * 100;
  const rounded = Math.round(cents);
  return Math.abs(cents - rounded) < 1e-6 ? rounded : cents;
}

/** 1250 -> "12.50"; null -> "" (the value of a price input). */
export function centsToDollars(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "" : (cents / 100).toFixed(2);
}

/** An optional number field: "" -> null, text that is not a number -> NaN (the schema names the problem). */
export function optionalNumber(text: string): number | null {
  const cleaned = text.trim();
  return cleaned === "" ? null : Number(cleaned);
}

/** A number field that has a default when left empty. */
export function numberOr(text: string, fallback: number): number {
  return optionalNumber(text) ?? fallback;
}
