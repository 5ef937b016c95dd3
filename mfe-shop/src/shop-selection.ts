import type { Product } from "@studio/contracts";
import {
  filterByArtwork, inPriceRange, matchesDimensions, matchesSearch, parseArtworkId, parseSort, sortProducts,
  type DimensionFilter, type PriceRange, type SortOrder,
} from "./catalog-filters.ts";

/** The shop's tabs and their sub-selections, read from and written to the URL (?tab=, ?type=, ?sort=). */

export const SHOP_TABS = [
  { value: "originals", label: "Original Artwork" },
  { value: "prints", label: "Prints" },
  { value: "merchandise", label: "Merchandise" },
] as const;
export type ShopTab = Product["type"];

export const ALL = "all";

export const PRINT_SUBTYPES = [
  { value: "paper", label: "Paper" },
  { value: "canvas", label: "Canvas" },
  { value: "framed", label: "Framed" },
  { value: "limited_edition", label: "Limited Edition" },
] as const;

/** Label of the "everything" choice of each tab's sub-selection. */
export const ALL_LABELS: Record<ShopTab, string> = { originals: "All", prints: "All prints", merchandise: "All" };

/** Spec section 4: a tab change resets the sub-selection (prints: paper; originals and merchandise: all). */
export function defaultSubtype(tab: ShopTab): string {
  return tab === "prints" ? "paper" : ALL;
}

export function parseTab(value: string | null): ShopTab {
  return SHOP_TABS.find((tab) => tab.value === value)?.value ?? "originals";
}

export interface ShopSelection {
  tab: ShopTab;
  subtype: string;
  sort: SortOrder;
  search: string;
  artworkId: number | null;
}

export function readSelection(params: URLSearchParams): ShopSelection {
  const tab = parseTab(params.get("tab"));
  return {
    tab,
    subtype: params.get("type") || defaultSubtype(tab),
    sort: parseSort(params.get("sort")),
    search: params.get("q") ?? "",
    artworkId: parseArtworkId(params.get("artwork")),
  };
}

/** The URL after choosing a tab: the sub-selection goes back to the tab's default; sort and search stay. */
export function paramsForTab(params: URLSearchParams, tab: ShopTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("tab", tab);
  next.delete("type");
  return next;
}

/** Sets (or, for the default value, removes) one parameter. */
export function withParam(params: URLSearchParams, key: string, value: string, fallback: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === fallback) next.delete(key);
  else next.set(key, value);
  return next;
}

/** The products of the tab and sub-selection, or of one artwork (all types) when ?artwork= is set. */
export function productsInView(products: readonly Product[], selection: ShopSelection): Product[] {
  if (selection.artworkId !== null) return filterByArtwork(products, selection.artworkId);
  return products.filter(
    (p) => p.type === selection.tab && (selection.subtype === ALL || p.subtype === selection.subtype),
  );
}

export interface Refinements {
  price: PriceRange;
  dimensions?: DimensionFilter;
}

/** Price range, search and size filters, then the chosen sort order. */
export function refineProducts(products: readonly Product[], selection: ShopSelection, refine: Refinements): Product[] {
  const kept = products.filter(
    (p) => inPriceRange(p, refine.price) && matchesSearch(p, selection.search) && matchesDimensions(p, refine.dimensions ?? {}),
  );
  return sortProducts(kept, selection.sort);
}

/** "Paper print", "Oil Paintings", "Mugs": the small label above a product's title. */
export function productKindLabel(product: Product): string {
  if (product.type === "prints") {
    const label = PRINT_SUBTYPES.find((s) => s.value === product.subtype)?.label;
    return label ? `${label} print` : "Print";
  }
  return product.subtype || (product.type === "originals" ? "Original" : "Merchandise");
}

/** "12 works", "1 work": the announced result count. */
export function resultCount(count: number): string {
  return `${count} ${count === 1 ? "work" : "works"}`;
}
