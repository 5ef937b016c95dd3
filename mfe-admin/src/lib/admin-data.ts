import { DEFAULT_GALLERY_CATEGORIES, parseList, type Artwork, type ArtworkEdit, type NamedType, type Product, type ProductEdit } from "@studio/contracts";
import { useApi, useSettingState } from "@studio/sdk";
import type { TypeKind } from "./admin-api.ts";

/** The admin screens' reads (their own API: typed, not re-validated). */
export const useAdminArtworks = () => useApi<Artwork[]>("/api/admin/artworks");
export const useAdminProducts = () => useApi<Product[]>("/api/admin/products");
export const useArtworkEdit = (id: number | null) => useApi<ArtworkEdit>(id ? `/api/admin/artworks/${id}` : null);
export const useProductEdit = (id: number | null) => useApi<ProductEdit>(id ? `/api/admin/products/${id}` : null);
export const useAdminTypes = (kind: TypeKind, enabled = true) => useApi<NamedType[]>(enabled ? `/api/admin/${kind}` : null);
export const useProductCategories = () => useApi<string[]>("/api/products/categories");

/** The gallery_categories setting (a JSON array; the default list when unset or unusable), without "featured". */
export function parseGalleryCategories(value: string): string[] {
  return parseList(value, DEFAULT_GALLERY_CATEGORIES).filter((c) => c !== "featured");
}

/** Gallery categories for the category field and filter: the setting's list, then any other category in use. */
export function useGalleryCategories(): string[] {
  const setting = useSettingState("gallery_categories");
  const used = useApi<string[]>("/api/artworks/categories");
  const listed = parseGalleryCategories(setting.value);
  return [...listed, ...(used.data ?? []).filter((c) => c && !listed.includes(c))];
}

/** "imaginative-realism" -> "Imaginative realism". */
export function categoryLabel(slug: string): string {
  const text = slug.replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
