import type { PrintProviderName, PrintVariantMapping } from "@studio/contracts";
import { AppError } from "../../errors.ts";
import { choosePrintProvider, type PrintDeps } from "./choose-print-provider.ts";

/**
 * Our product's variants and the provider variant each is printed as, with the provider's current variants to
 * choose from. A product that is not printed on demand answers provider null and no choices (no provider call).
 */
export async function getPrintVariants(deps: PrintDeps, productId: number): Promise<PrintVariantMapping> {
  const [product] = await deps.db<{ printProvider: PrintProviderName | null; printfulProductId: string | null }[]>`
    select print_provider, printful_product_id from products where id = ${productId}`;
  if (!product) throw new AppError("not_found", "Product not found");
  const variants = await deps.db<PrintVariantMapping["variants"]>`
    select id, variant_name, price_cents, printful_variant_id as provider_variant_id, provider_cost_cents as cost_cents
    from product_variants where product_id = ${productId} order by price_cents, id`;
  if (!product.printProvider || !product.printfulProductId) {
    return { provider: null, providerProductId: null, variants, providerVariants: [] };
  }
  const provider = await choosePrintProvider(deps, product.printProvider);
  const { variants: providerVariants } = await provider.getProduct(product.printfulProductId);
  return { provider: product.printProvider, providerProductId: product.printfulProductId, variants, providerVariants };
}
