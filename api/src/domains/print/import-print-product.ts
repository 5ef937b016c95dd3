import { PRINT_PROVIDER_LABELS, type PrintImport, type PrintImportResult, type PrintProviderName } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import { ensureRefs } from "../catalog/ensure-refs.ts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { storeImage } from "../media/store-image.ts";
import { choosePrintProvider, type PrintDeps } from "./choose-print-provider.ts";
import { downloadMockup } from "./download-mockup.ts";
import { findImported } from "./get-print-product.ts";

/** Provider variant names made to fit ours: at most 100 characters and unique within the product. */
function variantNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name.trim().slice(0, 100) || "Default";
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${name.trim().slice(0, 95)} (${n})`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

const alreadyImported = (label: string, found: { id: number; title: string }) =>
  new AppError("conflict", `This ${label} product is already in your shop as “${found.title}” (product #${found.id}). Edit that product instead.`, {
    productId: String(found.id),
  });

/**
 * Makes one of our products from a provider's product, with the variants the owner chose at her prices: the product
 * and variants (stock 999: printed on demand), the first mockup as its image (downloaded and re-encoded like an upload),
 * a product.created event and an audit entry, in one transaction. Importing the same provider product again is
 * refused (409, naming the existing product); the unique index products_print_source also stops two at once.
 */
export async function importPrintProduct(
  deps: PrintDeps & { sql: Sql; uploadsDir: string },
  name: PrintProviderName,
  providerProductId: string,
  input: PrintImport,
  actor: Actor,
): Promise<PrintImportResult> {
  const label = PRINT_PROVIDER_LABELS[name];
  const provider = await choosePrintProvider(deps, name, { requireEnabled: true });
  const product = await provider.getProduct(providerProductId);
  const found = await findImported(deps.sql, name, product.id);
  if (found) throw alreadyImported(label, found);

  const offered = new Map(product.variants.map((v) => [v.id, v]));
  const fields: Record<string, string> = {};
  input.variants.forEach((choice, i) => {
    const variant = offered.get(choice.providerVariantId);
    if (!variant) fields[`variants.${i}.providerVariantId`] = `${label} no longer offers this variant`;
    else if (choice.priceCents < variant.costCents) {
      fields[`variants.${i}.priceCents`] = `Below ${label}'s cost ($${(variant.costCents / 100).toFixed(2)})`;
    }
  });
  if (Object.keys(fields).length) throw new AppError("validation", Object.values(fields)[0], fields);

  const mockupUrl = product.imageUrls[0] ?? offered.get(input.variants[0].providerVariantId)?.imageUrl ?? null;
  const mockup = mockupUrl ? await downloadMockup(label, mockupUrl, deps.config.PRINT_PROVIDER_TIMEOUT_MS) : null;
  const names = variantNames(input.variants.map((v) => offered.get(v.providerVariantId)!.name));

  try {
    return await transact(deps.sql, async (tx, emit) => {
      await ensureRefs(tx, { artworkId: input.artworkId });
      const image = mockup ? await storeImage(tx, deps.uploadsDir, mockup) : null;
      const [{ id }] = await tx<{ id: number }[]>`insert into products ${tx({
        title: input.title, description: input.description, type: input.type, subtype: input.subtype || null,
        artworkId: input.artworkId, priceCents: Math.min(...input.variants.map((v) => v.priceCents)), stock: 999,
        imageId: image?.id ?? null, altText: input.title, available: true, printProvider: name, printfulProductId: product.id,
      } as never)} returning id`;
      for (const [i, choice] of input.variants.entries()) {
        await tx`insert into product_variants ${tx({
          productId: id, variantName: names[i], priceCents: choice.priceCents, stock: 999, isDefault: i === 0,
          printfulVariantId: choice.providerVariantId, providerCostCents: offered.get(choice.providerVariantId)!.costCents,
        } as never)}`;
      }
      await audit(tx, actor, "import", "product", String(id), { provider: name, providerProductId: product.id, variants: input.variants.length });
      emit("product.created", { id });
      return { productId: id, variantCount: input.variants.length, imageId: image?.id ?? null };
    });
  } catch (err) {
    // Two imports at once: the second meets the unique index.
    if ((err as { code?: string }).code === "23505") {
      const winner = await findImported(deps.sql, name, product.id);
      if (winner) throw alreadyImported(label, winner);
    }
    throw err;
  }
}
