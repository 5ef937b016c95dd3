import type { CommissionCategory, CommissionSubcategory } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

/** The main categories in their order, each with its subcategories in theirs. */
export async function findCommissionCategories(db: Db): Promise<CommissionCategory[]> {
  const categories = await db<Omit<CommissionCategory, "subcategories">[]>`
    select id, name, accepting_commissions, display_order from commission_categories
    where is_main_category order by display_order, id`;
  const subs = await db<CommissionSubcategory[]>`
    select id, name, category_id, accepting_commissions, display_order from commission_subcategories order by display_order, id`;
  return categories.map((c) => ({ ...c, subcategories: subs.filter((s) => s.categoryId === c.id) }));
}
