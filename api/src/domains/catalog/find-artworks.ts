import type { Artwork } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { artworkSelect, type ArtworkRow, toArtwork } from "./artwork-row.ts";

/** Artworks in the owner's order (display order, then newest). `featuredOnly` + `limit` serve the home page. */
export async function findArtworks(db: Db, opts: { featuredOnly?: boolean; limit?: number } = {}): Promise<Artwork[]> {
  const rows = await db<ArtworkRow[]>`
    ${artworkSelect(db)}
    ${opts.featuredOnly ? db`where a.featured` : db``}
    order by a.display_order, a.id desc
    ${opts.limit ? db`limit ${opts.limit}` : db``}`;
  return rows.map(toArtwork);
}
