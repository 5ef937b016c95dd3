import type { PrintProductDetail, PrintProviderName } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { choosePrintProvider, type PrintDeps } from "./choose-print-provider.ts";

/** Our product already made from this provider product, if any. */
export async function findImported(db: Db, name: PrintProviderName, providerProductId: string) {
  const [row] = await db<{ id: number; title: string }[]>`
    select id, title from products where print_provider = ${name} and printful_product_id = ${providerProductId}`;
  return row ?? null;
}

/** One provider product with its variants (cost in cents) and mockups, and whether it is already in our shop. */
export async function getPrintProduct(deps: PrintDeps, name: PrintProviderName, id: string): Promise<PrintProductDetail> {
  const provider = await choosePrintProvider(deps, name, { requireEnabled: true });
  const product = await provider.getProduct(id);
  return { provider: name, ...product, importedAs: await findImported(deps.db, name, product.id) };
}
