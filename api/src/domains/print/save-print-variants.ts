import { PRINT_PROVIDER_LABELS, type PrintProviderName, type PrintVariantMappingUpdate } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { choosePrintProvider, type PrintDeps } from "./choose-print-provider.ts";

/**
 * Changes which provider variant each of our variants is printed as. Only the provider's current variants are
 * accepted; their cost is recorded beside our price. Variants left out keep their mapping.
 */
export async function savePrintVariants(
  deps: PrintDeps & { sql: Sql },
  productId: number,
  update: PrintVariantMappingUpdate,
  actor: Actor,
): Promise<void> {
  const [product] = await deps.sql<{ printProvider: PrintProviderName | null; printfulProductId: string | null }[]>`
    select print_provider, printful_product_id from products where id = ${productId}`;
  if (!product) throw new AppError("not_found", "Product not found");
  if (!product.printProvider || !product.printfulProductId) {
    throw new AppError("validation", "This product is not printed on demand, so it has no provider variants");
  }
  const label = PRINT_PROVIDER_LABELS[product.printProvider];
  const provider = await choosePrintProvider(deps, product.printProvider);
  const offered = new Map((await provider.getProduct(product.printfulProductId)).variants.map((v) => [v.id, v]));
  const fields: Record<string, string> = {};
  update.variants.forEach((v, i) => {
    if (!offered.has(v.providerVariantId)) fields[`variants.${i}.providerVariantId`] = `${label} does not offer this variant`;
  });
  if (Object.keys(fields).length) throw new AppError("validation", Object.values(fields)[0], fields);

  await transact(deps.sql, async (tx, emit) => {
    for (const v of update.variants) {
      const done = await tx`update product_variants
        set printful_variant_id = ${v.providerVariantId}, provider_cost_cents = ${offered.get(v.providerVariantId)!.costCents}, updated_at = now()
        where id = ${v.id} and product_id = ${productId} returning id`;
      if (done.length === 0) throw new AppError("validation", "A variant no longer exists; please reload", { variants: "Unknown variant" });
    }
    await audit(tx, actor, "update", "product_print_variants", String(productId), {
      variants: update.variants.map((v) => ({ id: v.id, providerVariantId: v.providerVariantId })),
    });
    emit("product.updated", { id: productId });
  });
}
