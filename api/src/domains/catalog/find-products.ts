import type { Product } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { productSelect, type ProductRow, withVariants } from "./product-row.ts";

/**
 * Products on sale, newest first; optionally only those made from one artwork, or only featured ones. The admin
 * list also sees products taken off sale.
 */
export async function findProducts(
  db: Db,
  opts: { artworkId?: number; featuredOnly?: boolean; limit?: number; includeUnavailable?: boolean } = {},
): Promise<Product[]> {
  const rows = await db<ProductRow[]>`
    ${productSelect(db)}
    where ${opts.includeUnavailable ? db`true` : db`p.available`}
      ${opts.artworkId !== undefined ? db`and p.artwork_id = ${opts.artworkId}` : db``}
      ${opts.featuredOnly ? db`and p.featured` : db``}
    order by p.id desc
    ${opts.limit ? db`limit ${opts.limit}` : db``}`;
  return await withVariants(db, rows);
}
