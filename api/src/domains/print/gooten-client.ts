import { z } from "zod";
import { AppError } from "../../errors.ts";
import { type PrintProvider, pageOf, toCents, toDollars } from "./print-provider.ts";
import { callProvider, type ProviderAnswer, type ProviderWords, unexpected } from "./provider-http.ts";

export const GOOTEN_API_URL = "https://api.print.io/api/v/5/source/api";

const WORDS: ProviderWords = {
  label: "Gooten",
  refused: "Gooten refused the recipe id or partner billing key. Copy both from the Gooten Admin (Settings → API) into Print on demand settings.",
};

// Gooten answers PascalCase JSON; an error is { HadError: true, Errors: [{ ErrorMessage }] }, sometimes with status 200.
const ZPrice = z.object({ Price: z.number() }).nullish();
const ZProduct = z.object({
  Id: z.number(),
  Name: z.string(),
  ShortDescription: z.string().nullish(),
  Categories: z.array(z.object({ Name: z.string() })).nullish(),
  Images: z.array(z.object({ Url: z.string(), ImageTypes: z.array(z.string()).nullish() })).nullish(),
});
const ZProducts = z.object({ Products: z.array(ZProduct) });
const ZVariants = z.object({
  ProductVariants: z.array(z.object({
    Sku: z.string(),
    Options: z.array(z.object({ Name: z.string(), Value: z.string(), ImageUrl: z.string().nullish() })).nullish(),
    PriceInfo: ZPrice,
  })),
});
const ZOrders = z.object({ Orders: z.array(z.unknown()).nullish() });
const ZFoundOrders = z.object({ Orders: z.array(z.object({ Id: z.string(), SourceId: z.string().nullish() })).nullish() });
const ZCreated = z.object({ Id: z.string().min(1) });
const ZError = z.object({ HadError: z.literal(true), Errors: z.array(z.object({ ErrorMessage: z.string().nullish() })).nullish() });

function read<S extends z.ZodType>(schema: S, { status, body }: ProviderAnswer, what = "request"): z.infer<S> {
  const error = ZError.safeParse(body);
  if (error.success) {
    const message = error.data.Errors?.find((e) => e.ErrorMessage)?.ErrorMessage;
    throw new AppError("upstream", message && !/recipe|billing|key/i.test(message) ? `Gooten refused the ${what}: ${message}` : WORDS.refused);
  }
  if (status !== 200) throw unexpected(WORDS);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpected(WORDS);
  return parsed.data;
}

/** Images in the order a shop shows them: Gooten's main and preview images before icons. */
const imageRank = (types: string[] | null | undefined) => (types ?? []).some((t) => /main|preview|gallery/i.test(t)) ? 0 : 1;

/**
 * Gooten (API v5 source API): the recipe id identifies the account on every call; the partner billing key is the
 * secret for order calls, so the connection test searches orders (`GET /orders/`, one item) to check both. Orders:
 * `POST /orders/` with our `SourceId` and `IsPartnerSourceIdUnique: true` (Gooten refuses a second order with the same
 * id), the print file as each item's image, paid with the partner billing key; found again by the order search
 * filtered on that `SourceId`.
 */
export function createGootenClient(opts: { recipeId: string; partnerBillingKey: string; baseUrl?: string; timeoutMs: number }): PrintProvider {
  const base = (opts.baseUrl || GOOTEN_API_URL).replace(/\/+$/, "");
  const get = (path: string, params: Record<string, string>) => {
    const url = new URL(`${base}${path}`);
    url.search = new URLSearchParams({ recipeid: opts.recipeId, ...params }).toString();
    return callProvider(WORDS, url, { headers: { accept: "application/json" } }, opts.timeoutMs);
  };
  const catalog = async () =>
    read(ZProducts, await get("/products/", { countryCode: "US", currencyCode: "USD", languageCode: "en", all: "true" })).Products;

  return {
    name: "gooten",
    async testConnection() {
      read(ZOrders, await get("/orders/", { partnerBillingKey: opts.partnerBillingKey, page: "1", pageSize: "1" }));
      return { accountName: `recipe ${opts.recipeId}` };
    },
    async findCatalog({ q, page }) {
      const all = (await catalog()).map((p) => ({
        id: String(p.Id),
        name: p.Name,
        category: p.Categories?.[0]?.Name ?? "",
        thumbnailUrl: [...(p.Images ?? [])].sort((a, b) => imageRank(a.ImageTypes) - imageRank(b.ImageTypes))[0]?.Url ?? null,
      }));
      return pageOf(all, q, page);
    },
    async getProduct(id) {
      const product = /^\d+$/.test(id) ? (await catalog()).find((p) => String(p.Id) === id) : undefined;
      if (!product) throw new AppError("not_found", "Gooten has no such product (it may not ship to the United States)");
      const { ProductVariants } = read(ZVariants, await get("/productvariants/", { productId: id, countryCode: "US", currencyCode: "USD" }));
      const images = [...(product.Images ?? [])].sort((a, b) => imageRank(a.ImageTypes) - imageRank(b.ImageTypes)).map((i) => i.Url);
      return {
        id: String(product.Id),
        name: product.Name,
        description: product.ShortDescription ?? "",
        category: product.Categories?.[0]?.Name ?? "",
        imageUrls: [...new Set(images)],
        variants: ProductVariants.map((v) => ({
          id: v.Sku,
          name: (v.Options ?? []).map((o) => o.Value).join(" / ") || v.Sku,
          costCents: toCents(v.PriceInfo?.Price),
          imageUrl: v.Options?.find((o) => o.ImageUrl)?.ImageUrl ?? null,
        })),
      };
    },
    async findOrder(externalId) {
      const found = read(ZFoundOrders, await get("/orders/", {
        partnerBillingKey: opts.partnerBillingKey, SourceId: externalId, page: "1", pageSize: "10",
      }));
      const order = (found.Orders ?? []).find((o) => o.SourceId === externalId);
      return order ? { providerOrderId: order.Id } : null;
    },
    async createOrder({ externalId, recipient, items }) {
      const [first, ...rest] = recipient.name.trim().split(/\s+/);
      const address = {
        FirstName: first, LastName: rest.join(" ") || first, Line1: recipient.address1, Line2: recipient.address2 || undefined,
        City: recipient.city, State: recipient.stateCode, CountryCode: recipient.countryCode, PostalCode: recipient.zip,
        Email: recipient.email, Phone: recipient.phone || undefined, IsBusinessAddress: false,
      };
      const order = {
        ShipToAddress: address,
        BillingAddress: address,
        Items: items.map((i, n) => ({
          SKU: i.variantId, Quantity: i.quantity, ShipType: "standard", SourceId: `${externalId}-${n + 1}`,
          Images: [{ Url: i.fileUrl, Index: 0 }], Meta: { name: i.name, retailPrice: toDollars(i.retailPriceCents) },
        })),
        Payment: { PartnerBillingKey: opts.partnerBillingKey },
        SourceId: externalId,
        IsPartnerSourceIdUnique: true,
      };
      const url = new URL(`${base}/orders/`);
      url.search = new URLSearchParams({ recipeid: opts.recipeId }).toString();
      const answer = await callProvider(WORDS, url, {
        method: "POST", headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(order),
      }, opts.timeoutMs);
      return { providerOrderId: read(ZCreated, { status: answer.status === 201 ? 200 : answer.status, body: answer.body }, "order").Id };
    },
  };
}
