import type { Product } from "@studio/contracts";

/** Pure catalog rules of the shop page (spec section 2 "Shop"): sort, price range, search, dimensions, artwork. */

export const SORTS = [
  { value: "newest", label: "Newest" },
  { value: "price-low", label: "Price: low to high" },
  { value: "price-high", label: "Price: high to low" },
  { value: "title", label: "Title" },
] as const;
export type SortOrder = (typeof SORTS)[number]["value"];
export const DEFAULT_SORT: SortOrder = "newest";

export function parseSort(value: string | null): SortOrder {
  return SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_SORT;
}

/** Variants a customer can pick: the available ones. */
export function purchasableVariants(product: Product) {
  return product.variants.filter((variant) => variant.available);
}

/** The lowest price a customer can pay (the "from" price when variants differ), in cents. */
export function lowestPriceCents(product: Product): number {
  const variants = purchasableVariants(product);
  return variants.length ? Math.min(...variants.map((v) => v.priceCents)) : product.priceCents;
}

/** True when the available variants do not all cost the same. */
export function hasPriceRange(product: Product): boolean {
  return new Set(purchasableVariants(product).map((v) => v.priceCents)).size > 1;
}

/** Sold out: no stock on the product, or on every available variant when it has some. */
export function isSoldOut(product: Product): boolean {
  const variants = purchasableVariants(product);
  return variants.length ? variants.every((v) => v.stock <= 0) : product.stock <= 0;
}

const byNewest = (a: Product, b: Product) => b.id - a.id;
const byTitle = (a: Product, b: Product) => a.title.localeCompare(b.title, "en", { sensitivity: "base" });

/** Newest is the highest id first; ties on price or title fall back to newest. Never mutates its input. */
export function sortProducts(products: readonly Product[], order: SortOrder): Product[] {
  const compare: Record<SortOrder, (a: Product, b: Product) => number> = {
    newest: byNewest,
    "price-low": (a, b) => lowestPriceCents(a) - lowestPriceCents(b) || byNewest(a, b),
    "price-high": (a, b) => lowestPriceCents(b) - lowestPriceCents(a) || byNewest(a, b),
    title: (a, b) => byTitle(a, b) || byNewest(a, b),
  };
  return [...products].sort(compare[order]);
}

/** A price range in whole dollars. */
export interface PriceRange {
  min: number;
  max: number;
}

export const DEFAULT_PRICE_RANGE: PriceRange = { min: 0, max: 1000 };

/** 0 to 1000 dollars until products load, then 0 to the highest price rounded up to a whole dollar. */
export function priceBounds(products: readonly Product[] | undefined): PriceRange {
  if (!products?.length) return DEFAULT_PRICE_RANGE;
  const highest = Math.max(...products.map(lowestPriceCents));
  return { min: 0, max: Math.ceil(highest / 100) };
}

export function inPriceRange(product: Product, range: PriceRange): boolean {
  const cents = lowestPriceCents(product);
  return cents >= range.min * 100 && cents <= range.max * 100;
}

/** Case-insensitive: every word of the query must appear in the title, description or SEO keywords. */
export function matchesSearch(product: Product, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${product.title} ${product.description} ${product.seoKeywords}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Size bounds in the product's stored unit (inches); unset bounds are open. */
export interface DimensionFilter {
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
}

const within = (value: number, min = -Infinity, max = Infinity) => value >= min && value <= max;

/** With no bound set every product passes; otherwise products without a size are left out. */
export function matchesDimensions(product: Product, filter: DimensionFilter): boolean {
  if (Object.values(filter).every((bound) => bound === undefined)) return true;
  if (product.width === null || product.height === null) return false;
  return within(product.width, filter.minWidth, filter.maxWidth) && within(product.height, filter.minHeight, filter.maxHeight);
}

/** `?artwork=` as a positive integer id, else null. */
export function parseArtworkId(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function filterByArtwork(products: readonly Product[], artworkId: number): Product[] {
  return products.filter((product) => product.artworkId === artworkId);
}

/** The product page to open instead of the list: only when exactly one product matches the artwork. */
export function artworkRedirect(products: readonly Product[] | undefined, artworkId: number | null): string | null {
  if (artworkId === null || !products) return null;
  const matches = filterByArtwork(products, artworkId);
  return matches.length === 1 ? `/shop/product/${matches[0]!.id}` : null;
}
