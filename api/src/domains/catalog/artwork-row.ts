import type { Artwork } from "@studio/contracts";

/** Columns of the public artwork view; `toArtwork` maps a row of them. */
export const ARTWORK_COLUMNS = [
  "id", "title", "description", "image_url", "alt_text", "medium", "year", "dimensions", "category", "status",
  "featured", "display_order", "available", "price_cents", "created_at",
] as const;

export type ArtworkRow = Omit<Artwork, "createdAt"> & { createdAt: Date };

export const toArtwork = (r: ArtworkRow): Artwork => ({ ...r, createdAt: r.createdAt.toISOString() });
