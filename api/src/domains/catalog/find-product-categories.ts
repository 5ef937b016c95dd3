import type { Db } from "../../db/connect.ts";

/** The product types and subtypes that have something on sale, e.g. { type: "prints", subtypes: ["canvas"] }. */
export async function findProductCategories(db: Db): Promise<{ type: string; subtypes: string[] }[]> {
  const rows = await db<{ type: string; subtypes: string[] }[]>`
    select type, coalesce(array_agg(distinct subtype) filter (where subtype is not null), '{}') as subtypes
    from products where available group by type order by type`;
  return rows;
}
