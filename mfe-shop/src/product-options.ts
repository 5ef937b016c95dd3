import type { Product, Variant } from "@studio/contracts";
import { purchasableVariants } from "./catalog-filters.ts";

/** Pure rules of the product page (spec sections 2 "Product detail" and 5 "Product quantity"). */

export const MIN_QUANTITY = 1;
/** Upper bound when the stock is not known. */
export const UNSET_STOCK_MAX = 99;

/** The variant selected on arrival: the default one, else the first. */
export function defaultVariant(product: Product): Variant | null {
  const variants = purchasableVariants(product);
  return variants.find((v) => v.isDefault) ?? variants[0] ?? null;
}

/** A selected variant decides price and stock; without one the product does. */
export function purchaseOption(product: Product, variant: Variant | null) {
  return { priceCents: variant?.priceCents ?? product.priceCents, stock: variant ? variant.stock : product.stock };
}

/** 1 to stock; 99 when stock is unset. */
export function maxQuantity(stock: number | null | undefined): number {
  return stock === null || stock === undefined ? UNSET_STOCK_MAX : Math.max(MIN_QUANTITY, stock);
}

export function clampQuantity(quantity: number, stock: number | null | undefined): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(maxQuantity(stock), Math.max(MIN_QUANTITY, Math.floor(quantity)));
}

export function canDecrease(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

export function canIncrease(quantity: number, stock: number | null | undefined): boolean {
  return quantity < maxQuantity(stock);
}

/** Originals are one of a kind: no quantity picker. */
export function hasQuantityPicker(product: Product): boolean {
  return product.type !== "originals";
}

/** The cart line's title names the size when the product has variants. */
export function cartTitle(product: Product, variant: Variant | null): string {
  return variant ? `${product.title} (${variant.variantName})` : product.title;
}

/** Up to `limit` other products from the same artwork, newest first. */
export function relatedProducts(products: readonly Product[], product: Product, limit = 4): Product[] {
  if (product.artworkId === null) return [];
  return products
    .filter((p) => p.artworkId === product.artworkId && p.id !== product.id)
    .sort((a, b) => b.id - a.id)
    .slice(0, limit);
}
