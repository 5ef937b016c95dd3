import type { NamedType } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

/** Active original types or merchandise types, in the owner's order. */
export async function findTypes(db: Db, table: "original_types" | "merchandise_types"): Promise<NamedType[]> {
  return await db<NamedType[]>`
    select id, name, description, display_order, active from ${db(table)}
    where active order by display_order, name`;
}
