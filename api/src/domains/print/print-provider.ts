import type { PrintCatalogPage, PrintProductDetail, PrintProviderName } from "@studio/contracts";

/** A provider's product as its API describes it (our import state is added by the use case). */
export type ProviderProduct = Omit<PrintProductDetail, "provider" | "importedAs">;

/**
 * One interface for every print-on-demand provider (Printful, Gooten). Each implementation speaks its provider's real
 * HTTP API through `fetch` against a base URL (the provider's own by default; a local stand-in in tests and e2e).
 * Every failure is an AppError whose message tells the owner what to do ("Printful refused the API key ...").
 *
 * Coming in the next slice, not part of this interface yet:
 * - `createOrder(order, idempotencyKey)`: send a paid order's print-on-demand lines to the provider (on `order.paid`).
 * - `parseWebhook(request)`: verify and read the provider's shipment / status callbacks.
 */
export interface PrintProvider {
  readonly name: PrintProviderName;
  /** A cheap authenticated call; answers the account's name (Printful: the store). */
  testConnection(): Promise<{ accountName: string }>;
  /** The provider's catalogue, filtered by `q` (name or category) and paged (page 1 first). */
  findCatalog(query: { q?: string; page: number }): Promise<PrintCatalogPage>;
  /** One product with its variants (provider id, name, cost in cents) and mockup images; not_found when unknown. */
  getProduct(id: string): Promise<ProviderProduct>;
}

/** Catalogue items per page, for providers whose API returns the whole catalogue at once. */
export const CATALOG_PAGE_SIZE = 24;

/** Filters and pages a whole catalogue the same way for every provider. */
export function pageOf<T extends { name: string; category: string }>(all: T[], q: string | undefined, page: number) {
  const needle = (q ?? "").trim().toLowerCase();
  const matching = needle ? all.filter((p) => `${p.name} ${p.category}`.toLowerCase().includes(needle)) : all;
  const pageCount = Math.max(1, Math.ceil(matching.length / CATALOG_PAGE_SIZE));
  return {
    items: matching.slice((page - 1) * CATALOG_PAGE_SIZE, page * CATALOG_PAGE_SIZE),
    page,
    pageCount,
    total: matching.length,
  };
}

/** A price the provider gives in dollars ("13.50" or 13.5) as integer cents. */
export function toCents(amount: string | number | null | undefined): number {
  const n = typeof amount === "string" ? Number.parseFloat(amount) : amount ?? 0;
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
}
