import { DEFAULT_GALLERY_CATEGORIES, DEFAULT_GALLERY_DISPLAY_COUNT, parseList, type Artwork } from "@studio/contracts";

/** Spec section 9: the default tabs, in this order. */
export const DEFAULT_CATEGORIES = DEFAULT_GALLERY_CATEGORIES;
export const DEFAULT_DISPLAY_COUNT = DEFAULT_GALLERY_DISPLAY_COUNT;
export const DEFAULT_CATEGORY = "imaginative-realism";
export const FEATURED = "featured";

export type GalleryLayout = "grid" | "masonry";

/** gallery_categories must parse as a non-empty JSON array of slugs, else the default list. */
export function parseCategories(raw: string | null | undefined): string[] {
  return parseList(raw, DEFAULT_CATEGORIES);
}

/** galleries_display_count must parse to an integer above 0, else 5. */
export function parseDisplayCount(raw: string | null | undefined): number {
  const text = (raw ?? "").trim();
  const count = text === "" ? NaN : Number(text);
  return Number.isInteger(count) && count > 0 ? count : DEFAULT_DISPLAY_COUNT;
}

export function parseLayout(raw: string | null | undefined): GalleryLayout {
  return raw?.trim().toLowerCase() === "masonry" ? "masonry" : "grid";
}

/** The tabs shown: the configured categories, capped at the display count. */
export function galleryTabs(categoriesRaw: string, countRaw: string): string[] {
  return parseCategories(categoriesRaw).slice(0, parseDisplayCount(countRaw));
}

/** 'imaginative-realism' when it is shown, else the first tab. */
export function defaultTab(tabs: readonly string[]): string {
  return tabs.includes(DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : (tabs[0] ?? DEFAULT_CATEGORY);
}

/** The tab named in the URL when it is one of the shown tabs, else the default tab. */
export function selectedTab(tabs: readonly string[], fromUrl: string | null): string {
  return fromUrl && tabs.includes(fromUrl) ? fromUrl : defaultTab(tabs);
}

/** "chinese-zodiac-series" -> "Chinese Zodiac Series". */
export function humanizeCategory(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** 'featured' filters by the featured flag; every other tab by category. */
export function filterArtworks(artworks: readonly Artwork[], category: string): Artwork[] {
  if (category === FEATURED) return artworks.filter((a) => a.featured);
  return artworks.filter((a) => a.category === category);
}

export const NO_ARTWORKS = "No artworks available at the moment.";

/** The empty-state text of one tab. */
export function emptyCategoryMessage(category: string): string {
  const name = humanizeCategory(category);
  return name ? `No artworks found in the ${name} category.` : "No artworks found in this category.";
}
