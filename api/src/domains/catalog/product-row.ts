import type { Product, Variant } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { storedImageView } from "../media/image-view.ts";

export type ProductRow = Omit<Product, "createdAt" | "variants" | "height" | "width" | "image"> & {
  createdAt: Date;
  height: string | null;
  width: string | null;
  imageId: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
};

/** Select list of the public product view (alias `p`, images joined as `i`). */
export const productSelect = (db: Db) => db`
  select p.id, p.title, p.description, p.price_cents, p.image_url, p.alt_text, p.stock, p.type, p.subtype, p.available,
    p.artwork_id, p.category, p.featured, p.display_order, p.height, p.width, p.seo_keywords, p.seo_title, p.seo_description, p.created_at,
    p.image_id, i.width as image_width, i.height as image_height
  from products p left join images i on i.id = p.image_id`;

/** Attaches variants (one query for the whole list) and maps rows to the public product view. */
export async function withVariants(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variants = await db<Variant[]>`
    select id, product_id, variant_name, price_cents, stock, available, is_default from product_variants
    where product_id in ${db(rows.map((r) => r.id))} order by product_id, price_cents, id`;
  const byProduct = Map.groupBy(variants, (v) => v.productId);
  return rows.map(({ imageId, imageWidth, imageHeight, ...r }) => {
    const image = storedImageView(imageId, imageWidth, imageHeight);
    return {
      ...r,
      imageUrl: image?.src ?? r.imageUrl,
      image,
      height: r.height === null ? null : Number(r.height),
      width: r.width === null ? null : Number(r.width),
      createdAt: r.createdAt.toISOString(),
      variants: byProduct.get(r.id) ?? [],
    };
  });
}
