import type { Artwork } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { storedImageView } from "../media/image-view.ts";

export type ArtworkRow = Omit<Artwork, "createdAt" | "image"> & {
  createdAt: Date;
  imageId: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
};

/** Select list of the public artwork view (alias `a`, images joined as `i`); `toArtwork` maps its rows. */
export const artworkSelect = (db: Db) => db`
  select a.id, a.title, a.description, a.image_url, a.alt_text, a.medium, a.year, a.dimensions, a.category, a.status,
    a.featured, a.display_order, a.available, a.price_cents, a.seo_title, a.seo_description, a.created_at,
    a.image_id, i.width as image_width, i.height as image_height
  from artworks a left join images i on i.id = a.image_id`;

export function toArtwork({ imageId, imageWidth, imageHeight, ...r }: ArtworkRow): Artwork {
  const image = storedImageView(imageId, imageWidth, imageHeight);
  return { ...r, imageUrl: image?.src ?? r.imageUrl, image, createdAt: r.createdAt.toISOString() };
}
