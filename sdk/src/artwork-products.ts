import { z } from "zod";
import { ZProduct } from "@studio/contracts";
import { useApi } from "./swr.tsx";

const ZProducts = z.array(ZProduct);

/** Products made from one artwork (GET /api/products/artwork/:id); `null` skips the request. */
export function useArtworkProducts(artworkId: number | null) {
  return useApi(artworkId === null ? null : `/api/products/artwork/${artworkId}`, { schema: ZProducts });
}
