import type {
  ArtworkEdit, ArtworkInput, ArtworkPatch, NamedTypeInput, ProductEdit, ProductInput, ProductPatch,
} from "@studio/contracts";
import { api, invalidate, markAdminChangesPending } from "@studio/sdk";

/** Typed admin catalog calls. Every success marks the session (spec section 4) and refreshes this tab's lists. */
export type TypeKind = "original-types" | "merchandise-types";

const ARTWORK_KEYS = ["/api/admin/artworks", "/api/artworks"];
const PRODUCT_KEYS = ["/api/admin/products", "/api/products"];

/** An admin change that touches only admin data: refreshes `keys` in this tab once `call` succeeds. */
export async function refreshed<T>(call: Promise<T>, keys: readonly string[]): Promise<T> {
  const result = await call;
  await invalidate(keys);
  return result;
}

/** Every admin change to what the public site shows: also marks the session's pending-changes flag (spec section 4). */
export async function changed<T>(call: Promise<T>, keys: readonly string[]): Promise<T> {
  const result = await call;
  markAdminChangesPending();
  await invalidate(keys);
  return result;
}

/** The stored values of one artwork (e.g. its image id, for "use the artwork's image"). */
export const getArtworkEdit = (id: number) => api.get<ArtworkEdit>(`/api/admin/artworks/${id}`);

export const createArtwork = (input: ArtworkInput) =>
  changed(api.post<ArtworkEdit>("/api/admin/artworks", input), ARTWORK_KEYS);
export const updateArtwork = (id: number, input: ArtworkInput) =>
  changed(api.put<ArtworkEdit>(`/api/admin/artworks/${id}`, input), ARTWORK_KEYS);
/**
 * A quick change (status, featured) sent as a PUT of the stored values with the change applied. Not PATCH: the
 * server parses PATCH with ZArtworkInput.partial(), and under zod 4 the input's defaults still fill every field
 * the patch leaves out, so PATCH {featured} would reset the description, image, price and the rest.
 */
export const patchArtwork = (id: number, patch: ArtworkPatch) =>
  changed(api.patch<ArtworkEdit>(`/api/admin/artworks/${id}`, patch), ARTWORK_KEYS);
export const deleteArtwork = (id: number) => changed(api.delete(`/api/admin/artworks/${id}`), ARTWORK_KEYS);
export const reorderArtworks = (ids: number[]) => changed(api.post("/api/admin/artworks/reorder", { ids }), ARTWORK_KEYS);

export const createProduct = (input: ProductInput) =>
  changed(api.post<ProductEdit>("/api/admin/products", input), PRODUCT_KEYS);
export const updateProduct = (id: number, input: ProductInput) =>
  changed(api.put<ProductEdit>(`/api/admin/products/${id}`, input), PRODUCT_KEYS);
export const patchProduct = (id: number, patch: ProductPatch) =>
  changed(api.patch<ProductEdit>(`/api/admin/products/${id}`, patch), PRODUCT_KEYS);
export const deleteProduct = (id: number) => changed(api.delete(`/api/admin/products/${id}`), PRODUCT_KEYS);
export const reorderProducts = (ids: number[]) => changed(api.post("/api/admin/products/reorder", { ids }), PRODUCT_KEYS);

const typeKeys = (kind: TypeKind) => [`/api/admin/${kind}`, `/api/${kind}`];
export const createType = (kind: TypeKind, input: NamedTypeInput) =>
  changed(api.post<{ id: number }>(`/api/admin/${kind}`, input), typeKeys(kind));
export const updateType = (kind: TypeKind, id: number, input: NamedTypeInput) =>
  changed(api.put<{ id: number }>(`/api/admin/${kind}/${id}`, input), typeKeys(kind));
export const deleteType = (kind: TypeKind, id: number) => changed(api.delete(`/api/admin/${kind}/${id}`), typeKeys(kind));
