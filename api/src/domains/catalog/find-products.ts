import type { Product } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { PRODUCT_COLUMNS, type ProductRow, withVariants } from "./product-row.ts";

/** Products on sale, newest first; optionally only those made from one artwork, or only featured ones. */
export async function findProducts(
  db: Db,
  opts: { artworkId?: number; featuredOnly?: boolean; limit?: number } = {},
): Promise<Product[]> {
  const rows = await db<ProductRow[]>`
    select ${db(PRODUCT_COLUMNS as unknown as string[])} from products
    where available
      ${opts.artworkId !== undefined ? db`and artwork_id = ${opts.artworkId}` : db``}
      ${opts.featuredOnly ? db`and featured` : db``}
    order by id desc
    ${opts.limit ? db`limit ${opts.limit}` : db``}`;
  return await withVariants(db, rows);
}
