import type { PrintCatalogPage, PrintProductDetail, PrintProviderName } from "@studio/contracts";

/** A provider's product as its API describes it (our import state is added by the use case). */
export type ProviderProduct = Omit<PrintProductDetail, "provider" | "importedAs">;

/**
 * One interface for every print-on-demand provider (Printful, Gooten). Each implementation speaks its provider's real
 * HTTP API through `fetch` against a base URL (the provider's own by default; a local stand-in in tests and e2e).
 * Every failure is an AppError whose message tells the owner what to do ("Printful refused the API key ...").
 * Orders are idempotent by our external id ("studio-<order id>"): `findOrder` is asked before `createOrder`, and the
 * providers themselves refuse a second order with the same id (Printful `external_id`, Gooten `SourceId` with
 * `IsPartnerSourceIdUnique`). Shipment webhooks are read by receive-print-webhook.ts.
 */
export interface PrintProvider {
  readonly name: PrintProviderName;
  /** A cheap authenticated call; answers the account's name (Printful: the store). */
  testConnection(): Promise<{ accountName: string }>;
  /** The provider's catalogue, filtered by `q` (name or category) and paged (page 1 first). */
  findCatalog(query: { q?: string; page: number }): Promise<PrintCatalogPage>;
  /** One product with its variants (provider id, name, cost in cents) and mockup images; not_found when unknown. */
  getProduct(id: string): Promise<ProviderProduct>;
  /** Places (and confirms for fulfilment) an order; answers the provider's order id. */
  createOrder(order: ProviderOrder): Promise<{ providerOrderId: string }>;
  /** The provider's order with our external id, or null when it has none. */
  findOrder(externalId: string): Promise<{ providerOrderId: string } | null>;
}

/** Where a print-on-demand order goes: ISO country code, US state code. */
export interface PrintRecipient {
  name: string;
  address1: string;
  address2: string;
  city: string;
  stateCode: string;
  countryCode: string;
  zip: string;
  email: string;
  phone: string;
}

export interface ProviderOrderItem {
  /** The provider's variant (Printful catalogue variant id, Gooten SKU). */
  variantId: string;
  quantity: number;
  /** What the buyer paid for one, in cents (shown on Printful's packing slip). */
  retailPriceCents: number;
  name: string;
  /** The print file: the artwork's largest JPEG copy on our public address. */
  fileUrl: string;
}

export interface ProviderOrder {
  /** Our id at the provider, e.g. "studio-42": what makes a retry find the order instead of creating a second. */
  externalId: string;
  recipient: PrintRecipient;
  items: ProviderOrderItem[];
}

/** Cents as the dollar string the providers expect ("13.50"). */
export const toDollars = (cents: number) => (cents / 100).toFixed(2);

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
