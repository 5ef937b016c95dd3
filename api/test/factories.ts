import type { Sql } from "../src/db/connect.ts";

let n = 0;

/** Drops keys set to undefined, so `{ status: undefined }` means "use the column default". */
const defined = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));

export async function insertArtwork(sql: Sql, over: Record<string, unknown> = {}): Promise<number> {
  n++;
  const row = { title: `Artwork ${n}`, description: "", imageUrl: `/uploads/a${n}.webp`, medium: "Oil on canvas", year: 2024,
    dimensions: "20 x 30", category: "figurative", status: "available", featured: false, displayOrder: n, priceCents: 100_000, ...over };
  const [{ id }] = await sql<{ id: number }[]>`insert into artworks ${sql(defined(row))} returning id`;
  return id;
}

export async function insertProduct(
  sql: Sql,
  over: Record<string, unknown> = {},
  variants: { variantName: string; priceCents: number; stock?: number; isDefault?: boolean }[] = [],
): Promise<number> {
  n++;
  const row = { title: `Product ${n}`, description: "", priceCents: 5_000, imageUrl: `/uploads/p${n}.webp`, stock: 10,
    type: "prints", subtype: "paper", ...over };
  const [{ id }] = await sql<{ id: number }[]>`insert into products ${sql(defined(row))} returning id`;
  for (const v of variants) await sql`insert into product_variants ${sql({ productId: id, stock: 999, isDefault: false, ...v })}`;
  return id;
}
