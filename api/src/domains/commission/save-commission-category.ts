import type { z } from "zod";
import type { ZCommissionCategoryWrite } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { type Actor, audit } from "../admin/audit.ts";

type CategoryWrite = z.infer<typeof ZCommissionCategoryWrite>;

/** Which table: main categories or the subcategories of one. */
export type CategoryLevel = { level: "category" } | { level: "subcategory"; categoryId: number };

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === "23505";

function duplicate(name: string): AppError {
  const message = `There is already a category named "${name}"`;
  return new AppError("conflict", message, { name: message });
}

/** Adds a category or subcategory at the end of its list. */
export async function createCommissionCategory(sql: Sql, at: CategoryLevel, input: CategoryWrite, actor: Actor): Promise<number> {
  try {
    return await transact(sql, async (tx, emit) => {
      const [row] = at.level === "category"
        ? await tx<{ id: number }[]>`insert into commission_categories (name, accepting_commissions, display_order)
            values (${input.name}, ${input.acceptingCommissions},
              (select coalesce(max(display_order) + 1, 0) from commission_categories)) returning id`
        : await tx<{ id: number }[]>`insert into commission_subcategories (name, category_id, accepting_commissions, display_order)
            select ${input.name}, id, ${input.acceptingCommissions},
              (select coalesce(max(display_order) + 1, 0) from commission_subcategories where category_id = ${at.categoryId})
            from commission_categories where id = ${at.categoryId} returning id`;
      if (!row) throw new AppError("not_found", "Category not found");
      await audit(tx, actor, "create", `commission_${at.level}`, row.id, input);
      emit("commission_category.changed", { id: row.id });
      return row.id;
    });
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.name) : err;
  }
}

const tableOf = (level: CategoryLevel["level"]) => level === "category" ? "commission_categories" : "commission_subcategories";

/** Renames a category or subcategory, or opens/closes it for commissions. */
export async function updateCommissionCategory(
  sql: Sql, level: CategoryLevel["level"], id: number, input: CategoryWrite, actor: Actor,
): Promise<void> {
  try {
    await transact(sql, async (tx, emit) => {
      const rows = await tx`update ${tx(tableOf(level))} set name = ${input.name}, accepting_commissions = ${input.acceptingCommissions}
        where id = ${id}`;
      if (!rows.count) throw new AppError("not_found", "Category not found");
      await audit(tx, actor, "update", `commission_${level}`, id, input);
      emit("commission_category.changed", { id });
    });
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.name) : err;
  }
}

/** Deletes a category (with its subcategories) or a subcategory; requests keep their text, lose the link. */
export async function deleteCommissionCategory(sql: Sql, level: CategoryLevel["level"], id: number, actor: Actor): Promise<void> {
  await transact(sql, async (tx, emit) => {
    const [row] = await tx<{ name: string }[]>`delete from ${tx(tableOf(level))} where id = ${id} returning name`;
    if (!row) throw new AppError("not_found", "Category not found");
    await audit(tx, actor, "delete", `commission_${level}`, id, { name: row.name });
    emit("commission_category.changed", { id });
  });
}

/** Puts the categories (or one category's subcategories) in the given order; `ids` must be exactly that list. */
export async function reorderCommissionCategories(sql: Sql, at: CategoryLevel, ids: number[], actor: Actor): Promise<void> {
  await transact(sql, async (tx, emit) => {
    const current = at.level === "category"
      ? await tx<{ id: number }[]>`select id from commission_categories where is_main_category for update`
      : await tx<{ id: number }[]>`select id from commission_subcategories where category_id = ${at.categoryId} for update`;
    const known = new Set(current.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new AppError("conflict", "The list changed meanwhile. Reload and try again.");
    }
    for (const [index, id] of ids.entries()) await tx`update ${tx(tableOf(at.level))} set display_order = ${index} where id = ${id}`;
    await audit(tx, actor, "reorder", `commission_${at.level}`, null, { ids });
    emit("commission_category.changed", { id: ids[0] });
  });
}
