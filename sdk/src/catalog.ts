import { z } from "zod";
import { ZArtwork, ZProduct } from "@studio/contracts";
import { analyticsSessionId, hasReportedInteraction } from "./analytics.ts";
import { useHydrated } from "./server-render.ts";
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

/**
 * The home page's recommendation block (6 works); refreshed when artworks change (live refresh), like every read.
 * A browser that has reported an interaction asks for its own (`?sessionId=`, refetched each time the block mounts),
 * but only once hydrated: the server cannot see this browser's storage, so it renders (and the browser hydrates) the
 * general list, which stays on screen until the personal one arrives. Any other visitor makes no request beyond the
 * server's data.
 */
export function useRecommendations() {
  const personal = useHydrated() && hasReportedInteraction();
  const path = personal ? `/api/recommendations?sessionId=${encodeURIComponent(analyticsSessionId())}` : "/api/recommendations";
  return useApi(path, { schema: ZArtworks, swr: personal ? { keepPreviousData: true, revalidateOnMount: true } : undefined });
}
