import type { Artwork } from "@studio/contracts";

const DIMENSIONS = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*([a-z]+)?\s*$/i;

/** 'W x H' (inches unless a unit follows) -> "30 × 40 in"; anything else is shown as written. */
export function formatDimensions(raw: string): string {
  const match = DIMENSIONS.exec(raw);
  if (!match) return raw.trim();
  const [, width, height, unit] = match;
  return `${width} × ${height} ${unit ?? "in"}`;
}

/** "Oil on linen, 2025": the card's secondary line. */
export function artworkDetails(artwork: Pick<Artwork, "medium" | "year">): string {
  return [artwork.medium, artwork.year ?? undefined].filter(Boolean).join(", ");
}

export function artworkAlt(artwork: Pick<Artwork, "altText" | "title">): string {
  return artwork.altText.trim() || artwork.title;
}

/** The full-resolution master of an uploaded image (…/<width>.jpg -> …/master.webp); legacy rows keep their URL. */
export function masterUrl(artwork: Pick<Artwork, "image" | "imageUrl">): string {
  const src = artwork.image?.src;
  if (src && /\/\d+\.jpg$/.test(src)) return src.replace(/\/\d+\.jpg$/, "/master.webp");
  return src ?? artwork.imageUrl;
}
