import { z } from "zod";
import { ZArtwork, ZProduct } from "@studio/contracts";
import { useApi } from "./swr.tsx";

/**
 * Typed catalog reads. Remotes call these instead of importing zod schemas, so the
 * validation code (zod + contracts) lives once, in the shared sdk.
 */
const ZArtworks = z.array(ZArtwork);
const ZProducts = z.array(ZProduct);

export function useArtworks() {
  return useApi("/api/artworks", { schema: ZArtworks });
}

export function useProducts() {
  return useApi("/api/products", { schema: ZProducts });
}

/** `null` (e.g. an id that is not a number) skips the request. */
export function useProduct(id: number | null) {
  return useApi(id === null ? null : `/api/products/${id}`, { schema: ZProduct });
}

/** The home page's recommendation block (6 works); refreshed when artworks change (live refresh), like every read. */
export function useRecommendations() {
  return useApi("/api/recommendations", { schema: ZArtworks });
}
