import type { Artwork } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { ARTWORK_COLUMNS, type ArtworkRow, toArtwork } from "./artwork-row.ts";

/** Artworks in the owner's order (display order, then newest). `featuredOnly` + `limit` serve the home page. */
export async function findArtworks(db: Db, opts: { featuredOnly?: boolean; limit?: number } = {}): Promise<Artwork[]> {
  const rows = await db<ArtworkRow[]>`
    select ${db(ARTWORK_COLUMNS as unknown as string[])} from artworks
    ${opts.featuredOnly ? db`where featured` : db``}
    order by display_order, id desc
    ${opts.limit ? db`limit ${opts.limit}` : db``}`;
  return rows.map(toArtwork);
}
