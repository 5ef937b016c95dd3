import type { Db } from "../../db/connect.ts";

export async function findArtworkCategories(db: Db): Promise<string[]> {
  const rows = await db<{ category: string }[]>`
    select distinct category from artworks where category <> '' order by category`;
  return rows.map((r) => r.category);
}
