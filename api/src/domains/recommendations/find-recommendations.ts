import type { Artwork } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { artworkSelect, type ArtworkRow, toArtwork } from "../catalog/artwork-row.ts";

/** Spec section 9: the home page's recommendation block holds 6 works. */
export const RECOMMENDATION_LIMIT = 6;

/**
 * Works to show a visitor: the featured ones first, works still for sale before sold or not-for-sale ones, then the
 * owner's order and the newest. This is the ranking for a visitor the site knows nothing about; ranking by a
 * session's own views and likes joins it with first-party analytics (issue 8).
 */
export async function findRecommendations(db: Db, limit = RECOMMENDATION_LIMIT): Promise<Artwork[]> {
  const rows = await db<ArtworkRow[]>`
    ${artworkSelect(db)}
    order by a.featured desc, (a.status = 'available') desc, a.display_order, a.created_at desc, a.id desc
    limit ${limit}`;
  return rows.map(toArtwork);
}
