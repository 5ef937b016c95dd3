import type { VariantInput } from "@studio/contracts";
import { centsToDollars, dollarsToCents, numberOr } from "../lib/money.ts";

/** One row of the variant editor, as typed. `key` identifies the row on screen; `id` is the stored variant's. */
export interface VariantRow {
  key: string;
  id?: number;
  variantName: string;
  price: string;
  stock: string;
  available: boolean;
  isDefault: boolean;
}

let nextKey = 0;
const newKey = () => `variant-${++nextKey}`;

/** A new row; the first row of a product is its default. */
export function addVariant(rows: readonly VariantRow[]): VariantRow[] {
  return [...rows, { key: newKey(), variantName: "", price: "", stock: "999", available: true, isDefault: rows.length === 0 }];
}

/** Removing the default hands the default to the first remaining row: there is always exactly one. */
export function removeVariant(rows: readonly VariantRow[], key: string): VariantRow[] {
  const removed = rows.find((r) => r.key === key);
  const rest = rows.filter((r) => r.key !== key);
  if (removed?.isDefault && rest.length > 0) return rest.map((r, i) => ({ ...r, isDefault: i === 0 }));
  return rest;
}

export function setDefaultVariant(rows: readonly VariantRow[], key: string): VariantRow[] {
  return rows.map((r) => ({ ...r, isDefault: r.key === key }));
}

export function updateVariant(rows: readonly VariantRow[], key: string, patch: Partial<Omit<VariantRow, "key" | "isDefault">>): VariantRow[] {
  return rows.map((r) => (r.key === key ? { ...r, ...patch } : r));
}

export function variantRows(variants: readonly (VariantInput & { id: number })[]): VariantRow[] {
  const rows = variants.map((v) => ({
    key: newKey(), id: v.id, variantName: v.variantName, price: centsToDollars(v.priceCents), stock: String(v.stock),
    available: v.available, isDefault: v.isDefault,
  }));
  return rows.length > 0 && !rows.some((r) => r.isDefault) ? setDefaultVariant(rows, rows[0].key) : rows;
}

/** The rows as ProductInput variants: stored ones keep their id, new ones have none. */
export function variantInputs(rows: readonly VariantRow[]) {
  return rows.map(({ id, variantName, price, stock, available, isDefault }) => ({
    ...(id ? { id } : {}), variantName, priceCents: dollarsToCents(price), stock: numberOr(stock, 999), available, isDefault,
  }));
}
