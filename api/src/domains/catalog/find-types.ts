import type { NamedType } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

/** Original or merchandise types in the owner's order: the active ones, or all of them for the admin. */
export async function findTypes(
  db: Db,
  table: "original_types" | "merchandise_types",
  opts: { includeInactive?: boolean } = {},
): Promise<NamedType[]> {
  return await db<NamedType[]>`
    select id, name, description, display_order, active from ${db(table)}
    ${opts.includeInactive ? db`` : db`where active`} order by display_order, name`;
}
