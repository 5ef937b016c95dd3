import { z } from "zod";

/** Print on demand: the providers that print and ship prints and merchandise for the studio. */
export const PRINT_PROVIDERS = ["printful", "gooten"] as const;
export const ZPrintProviderName = z.enum(PRINT_PROVIDERS, { error: "Unknown print provider" });
export type PrintProviderName = z.infer<typeof ZPrintProviderName>;
export const PRINT_PROVIDER_LABELS: Record<PrintProviderName, string> = { printful: "Printful", gooten: "Gooten" };

/** A stored secret as the browser sees it: whether one is set and its last 4 characters, never more. */
export const ZSecretHint = z.object({ isSet: z.boolean(), last4: z.string() });
export type SecretHint = z.infer<typeof ZSecretHint>;

export const ZPrintSettings = z.object({
  printful: z.object({ enabled: z.boolean(), apiKey: ZSecretHint, baseUrl: z.string() }),
  gooten: z.object({ enabled: z.boolean(), recipeId: z.string(), partnerBillingKey: ZSecretHint, baseUrl: z.string() }),
});
export type PrintSettings = z.infer<typeof ZPrintSettings>;

const ZBaseUrl = z.string().trim().max(300).refine((s) => s === "" || /^https?:\/\/[^\s/]+/.test(s), "Enter an address starting with https://");
/** Omitted: keep the stored secret. Empty: remove it. */
const ZSecretInput = z.string().trim().max(500).optional();

export const ZPrintfulSettingsUpdate = z.object({ enabled: z.boolean(), apiKey: ZSecretInput, baseUrl: ZBaseUrl.default("") });
export const ZGootenSettingsUpdate = z.object({
  enabled: z.boolean(),
  recipeId: z.string().trim().max(100).regex(/^[A-Za-z0-9-]*$/, "A recipe id has letters, digits and dashes"),
  partnerBillingKey: ZSecretInput,
  baseUrl: ZBaseUrl.default(""),
});
export const ZPrintSettingsUpdate = z.object({ printful: ZPrintfulSettingsUpdate, gooten: ZGootenSettingsUpdate });
export type PrintSettingsUpdate = z.infer<typeof ZPrintSettingsUpdate>;

/** Test a connection with just-typed credentials (or, for fields left out, the stored ones). */
export const ZPrintConnectionTest = z.object({
  apiKey: z.string().trim().max(500).optional(),
  recipeId: z.string().trim().max(100).optional(),
  partnerBillingKey: z.string().trim().max(500).optional(),
  baseUrl: ZBaseUrl.optional(),
});
export type PrintConnectionTest = z.infer<typeof ZPrintConnectionTest>;
export interface PrintConnectionResult {
  ok: true;
  /** What the provider calls the account, e.g. the Printful store's name. */
  accountName: string;
}

export const ZPrintCatalogQuery = z.object({
  q: z.string().trim().max(100).default(""),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type PrintCatalogQuery = z.infer<typeof ZPrintCatalogQuery>;

export interface PrintCatalogItem {
  id: string;
  name: string;
  category: string;
  thumbnailUrl: string | null;
}
export interface PrintCatalogPage {
  items: PrintCatalogItem[];
  page: number;
  pageCount: number;
  total: number;
}

export interface PrintProductVariant {
  id: string;
  name: string;
  /** What the provider charges the studio, in cents. */
  costCents: number;
  imageUrl: string | null;
}
export interface PrintProductDetail {
  provider: PrintProviderName;
  id: string;
  name: string;
  description: string;
  category: string;
  imageUrls: string[];
  variants: PrintProductVariant[];
  /** Our product made from it by an earlier import, if any (a second import is refused). */
  importedAs: { id: number; title: string } | null;
}

const ZMoney = z.number({ message: "Price must be a number" }).int("Price must be in whole cents").min(1, "Set a price above $0").max(100_000_000, "Price is too high");

export const ZPrintImport = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title is too long (200 characters at most)"),
  description: z.string().trim().max(5000, "Description is too long (5,000 characters at most)").default(""),
  type: z.enum(["prints", "merchandise"], { error: "Choose prints or merchandise" }),
  subtype: z.string().trim().max(100).nullable().default(null),
  artworkId: z.number().int().positive().nullable().default(null),
  variants: z.array(z.object({ providerVariantId: z.string().min(1).max(100), priceCents: ZMoney }))
    .min(1, "Choose at least one variant to offer").max(50, "At most 50 variants"),
}).superRefine((p, ctx) => {
  const ids = p.variants.map((v) => v.providerVariantId);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", path: ["variants"], message: "A variant is listed twice" });
});
export type PrintImport = z.infer<typeof ZPrintImport>;
export interface PrintImportResult {
  productId: number;
  variantCount: number;
  imageId: string | null;
}

/** Our variants of an imported product and the provider variant each maps to. */
export interface PrintVariantMapping {
  provider: PrintProviderName | null;
  providerProductId: string | null;
  variants: { id: number; variantName: string; priceCents: number; providerVariantId: string | null; costCents: number | null }[];
  /** The provider's variants to choose from (empty when the product is not printed on demand). */
  providerVariants: PrintProductVariant[];
}
export const ZPrintVariantMappingUpdate = z.object({
  variants: z.array(z.object({ id: z.number().int().positive(), providerVariantId: z.string().trim().min(1, "Choose a provider variant").max(100) }))
    .min(1).max(50),
});
export type PrintVariantMappingUpdate = z.infer<typeof ZPrintVariantMappingUpdate>;

/** A paid order's share for one provider: pending (not sent yet), submitted, failed (waits for a retry), shipped. */
export const ZPrintOrderStatus = z.enum(["pending", "submitted", "failed", "shipped"]);
export type PrintOrderStatus = z.infer<typeof ZPrintOrderStatus>;
export const ZPrintOrder = z.object({
  provider: ZPrintProviderName,
  status: ZPrintOrderStatus,
  /** Our id at the provider ("studio-42"). */
  externalId: z.string(),
  providerOrderId: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last send failed, worded for the owner. */
  lastError: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  carrier: z.string().nullable(),
  submittedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type PrintOrder = z.infer<typeof ZPrintOrder>;

/** GET /api/admin/print-settings/webhooks: the full webhook address to paste into each provider's dashboard. */
export interface PrintWebhookUrls {
  printful: string;
  gooten: string;
}
