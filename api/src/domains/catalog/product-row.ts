import type { Product, Variant } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

export const PRODUCT_COLUMNS = [
  "id", "title", "description", "price_cents", "image_url", "alt_text", "stock", "type", "subtype", "available",
  "artwork_id", "category", "featured", "display_order", "height", "width", "seo_keywords", "created_at",
] as const;

export type ProductRow = Omit<Product, "createdAt" | "variants" | "height" | "width"> & {
  createdAt: Date;
  height: string | null;
  width: string | null;
};

/** Attaches variants (one query for the whole list) and maps rows to the public product view. */
export async function withVariants(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variants = await db<Variant[]>`
    select id, product_id, variant_name, price_cents, stock, available, is_default from product_variants
    where product_id in ${db(rows.map((r) => r.id))} order by product_id, price_cents, id`;
  const byProduct = Map.groupBy(variants, (v) => v.productId);
  return rows.map((r) => ({
    ...r,
    height: r.height === null ? null : Number(r.height),
    width: r.width === null ? null : Number(r.width),
    createdAt: r.createdAt.toISOString(),
    variants: byProduct.get(r.id) ?? [],
  }));
}
