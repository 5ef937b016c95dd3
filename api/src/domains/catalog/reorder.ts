import { audit, type Actor } from "../admin/audit.ts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";

/**
 * Sets display_order from the position of each id in `ids` (the whole list, as the owner arranged it). Ids that
 * are missing or unknown are refused, so two admins reordering at once cannot leave a half-applied order.
 */
export async function reorder(sql: Sql, table: "artworks" | "products", ids: number[], actor: Actor): Promise<void> {
  if (new Set(ids).size !== ids.length) throw new AppError("validation", "Each item can appear only once");
  await transact(sql, async (tx, emit) => {
    const [{ count }] = await tx<{ count: number }[]>`
      select count(*)::int as count from ${tx(table)} where id in ${tx(ids)}`;
    if (count !== ids.length) throw new AppError("conflict", "The list changed meanwhile; please reload and try again");
    await tx`update ${tx(table)} t set display_order = v.position, updated_at = now()
      from (select unnest(${ids}::int[]) as id, generate_series(0, ${ids.length - 1}) as position) v where t.id = v.id`;
    await audit(tx, actor, "reorder", table, null, { ids });
    emit(table === "artworks" ? "artwork.reordered" : "product.reordered", { ids });
  });
}
