import type {
  PrintCatalogPage, PrintConnectionResult, PrintConnectionTest, PrintImport, PrintImportResult, PrintProductDetail,
  PrintProviderName, PrintSettings, PrintSettingsUpdate, PrintVariantMapping, PrintVariantMappingUpdate, PrintWebhookUrls,
} from "@studio/contracts";
import { api, useApi } from "@studio/sdk";
import { changed, refreshed } from "./admin-api.ts";
import { listPath } from "./list-path.ts";

// Provider settings change nothing on the public site: `refreshed`. An import or a mapping does: `changed`.
const SETTINGS = "/api/admin/print-settings";
const PRODUCT_KEYS = ["/api/admin/products", "/api/products", "/api/admin/print-products"];

export const usePrintSettings = () => useApi<PrintSettings>(SETTINGS);
/** The webhook addresses to paste into each provider's dashboard (shipments come back through them). */
export const usePrintWebhooks = () => useApi<PrintWebhookUrls>(`${SETTINGS}/webhooks`);
export const savePrintSettings = (update: PrintSettingsUpdate) => refreshed(api.put<PrintSettings>(SETTINGS, update), [SETTINGS]);
export const testPrintConnection = (provider: PrintProviderName, typed: PrintConnectionTest) =>
  api.post<PrintConnectionResult>(`${SETTINGS}/${provider}/test`, typed);

export const usePrintCatalog = (provider: PrintProviderName, query: { q: string; page: number }, enabled: boolean) =>
  useApi<PrintCatalogPage>(enabled ? listPath(`/api/admin/print-products/${provider}`, query) : null);
export const usePrintProduct = (provider: PrintProviderName, id: string | null) =>
  useApi<PrintProductDetail>(id ? `/api/admin/print-products/${provider}/${encodeURIComponent(id)}` : null);
export const importPrintProduct = (provider: PrintProviderName, id: string, input: PrintImport) =>
  changed(api.post<PrintImportResult>(`/api/admin/print-products/${provider}/${encodeURIComponent(id)}/import`, input), PRODUCT_KEYS);

/** A provider's image through our server (the site's content policy allows images from our origin only). */
export const printImage = (provider: PrintProviderName, url: string) =>
  `/api/admin/print-products/${provider}/thumbnail?url=${encodeURIComponent(url)}`;

export const usePrintVariants = (productId: number | null) =>
  useApi<PrintVariantMapping>(productId ? `/api/admin/products/${productId}/print-variants` : null);
export const savePrintVariants = (productId: number, update: PrintVariantMappingUpdate) =>
  changed(api.put<PrintVariantMapping>(`/api/admin/products/${productId}/print-variants`, update), [
    `/api/admin/products/${productId}/print-variants`, ...PRODUCT_KEYS,
  ]);
