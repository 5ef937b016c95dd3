import type { ArtworkEdit, ProductEdit } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";

/** An artwork's stored values in the shape of the edit form. */
export async function getArtworkEdit(db: Db, id: number): Promise<ArtworkEdit> {
  const [row] = await db<ArtworkEdit[]>`
    select id, title, description, image_id, alt_text, medium, year, dimensions, category, status, featured, price_cents,
      seo_title, seo_description
    from artworks where id = ${id}`;
  if (!row) throw new AppError("not_found", "Artwork not found");
  return row;
}

/** A product's stored values, with its variants, in the shape of the edit form. */
export async function getProductEdit(db: Db, id: number): Promise<ProductEdit> {
  const [row] = await db<(Omit<ProductEdit, "height" | "width" | "variants"> & { height: string | null; width: string | null })[]>`
    select id, title, description, price_cents, image_id, alt_text, stock, type, subtype, available, artwork_id, category,
      featured, height, width, seo_keywords, seo_title, seo_description, is_limited_edition, edition_size
    from products where id = ${id}`;
  if (!row) throw new AppError("not_found", "Product not found");
  const variants = await db<ProductEdit["variants"]>`
    select id, variant_name, price_cents, stock, available, is_default from product_variants
    where product_id = ${id} order by price_cents, id`;
  return {
    ...row,
    height: row.height === null ? null : Number(row.height),
    width: row.width === null ? null : Number(row.width),
    variants,
  };
}
