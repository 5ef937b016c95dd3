import type { PrintCatalogPage, PrintCatalogQuery, PrintProviderName } from "@studio/contracts";
import { choosePrintProvider, type PrintDeps } from "./choose-print-provider.ts";

/** A page of the provider's catalogue, searched by name or category. */
export async function findPrintCatalog(deps: PrintDeps, name: PrintProviderName, query: PrintCatalogQuery): Promise<PrintCatalogPage> {
  const provider = await choosePrintProvider(deps, name, { requireEnabled: true });
  return await provider.findCatalog(query);
}
