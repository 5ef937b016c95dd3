const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * USD, en-US, 2 decimals (product spec section 1). The value is in dollars unless
 * `cents` is set. A missing, zero or non-numeric value formats as "".
 */
export function formatPrice(
  value: number | string | null | undefined,
  options: { cents?: boolean } = {},
): string {
  if (value === null || value === undefined || value === "") return "";
  const amount = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(amount) || amount === 0) return "";
  return usd.format(options.cents ? amount / 100 : amount);
}

/**
 * An amount in cents that is shown even when it is zero (totals, line sums, a free shipping option's "$0.00"), where
 * formatPrice keeps the spec's empty string for a missing or zero price.
 */
export function formatAmount(cents: number): string {
  return usd.format(cents / 100);
}
