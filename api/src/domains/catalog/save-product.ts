import type { ProductInput, ProductPatch, VariantInput } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Sql, Tx } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { ensureRefs } from "./ensure-refs.ts";

/** Makes the product's variants exactly `variants`: updates those with an id, adds the rest, removes the others. */
async function replaceVariants(tx: Tx, productId: number, variants: VariantInput[]) {
  const keep = variants.filter((v) => v.id).map((v) => v.id!);
  await tx`delete from product_variants where product_id = ${productId}
    ${keep.length ? tx`and id not in ${tx(keep)}` : tx``}`;
  // Clear defaults first so the one-default index never sees two at once.
  await tx`update product_variants set is_default = false where product_id = ${productId}`;
  for (const { id, ...v } of variants) {
    if (id) {
      const done = await tx`update product_variants set ${tx(v as never)}, updated_at = now()
        where id = ${id} and product_id = ${productId} returning id`;
      if (done.length === 0) throw new AppError("validation", "A variant no longer exists; please reload", { variants: "Unknown variant" });
    } else {
      await tx`insert into product_variants ${tx({ ...v, productId } as never)}`;
    }
  }
}

export async function createProduct(sql: Sql, input: ProductInput, actor: Actor): Promise<number> {
  const { variants, ...product } = input;
  return await transact(sql, async (tx, emit) => {
    await ensureRefs(tx, { imageId: product.imageId, artworkId: product.artworkId });
    const [{ id }] = await tx<{ id: number }[]>`insert into products ${tx(product as never)} returning id`;
    await replaceVariants(tx, id, variants);
    await audit(tx, actor, "create", "product", String(id));
    emit("product.created", { id });
    return id;
  });
}

export async function updateProduct(sql: Sql, id: number, input: ProductInput, actor: Actor): Promise<void> {
  const { variants, ...product } = input;
  await transact(sql, async (tx, emit) => {
    await ensureRefs(tx, { imageId: product.imageId, artworkId: product.artworkId });
    const done = await tx`update products set ${tx(product as never)}, updated_at = now() where id = ${id} returning id`;
    if (done.length === 0) throw new AppError("not_found", "Product not found");
    await replaceVariants(tx, id, variants);
    await audit(tx, actor, "update", "product", String(id));
    emit("product.updated", { id });
  });
}

/** Quick changes from the product list: availability, featured flag, stock. */
export async function patchProduct(sql: Sql, id: number, patch: ProductPatch, actor: Actor): Promise<void> {
  if (Object.keys(patch).length === 0) throw new AppError("validation", "Nothing to change");
  await transact(sql, async (tx, emit) => {
    const [row] = await tx<{ type: string }[]>`select type from products where id = ${id} for update`;
    if (!row) throw new AppError("not_found", "Product not found");
    if (row.type === "originals" && (patch.stock ?? 0) > 1) {
      throw new AppError("validation", "An original is one of a kind: stock is 0 or 1", { stock: "At most 1" });
    }
    await tx`update products set ${tx(patch as never)}, updated_at = now() where id = ${id}`;
    await audit(tx, actor, "update", "product", String(id), patch);
    emit("product.updated", { id });
  });
}

export async function deleteProduct(sql: Sql, id: number, actor: Actor): Promise<void> {
  await transact(sql, async (tx, emit) => {
    const done = await tx`delete from products where id = ${id} returning id`;
    if (done.length === 0) throw new AppError("not_found", "Product not found");
    await audit(tx, actor, "delete", "product", String(id));
    emit("product.deleted", { id });
  });
}
