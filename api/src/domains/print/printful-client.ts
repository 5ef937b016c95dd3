import { z } from "zod";
import { AppError } from "../../errors.ts";
import { type PrintProvider, pageOf, toCents, toDollars } from "./print-provider.ts";
import { callProvider, type ProviderWords, unexpected } from "./provider-http.ts";

export const PRINTFUL_API_URL = "https://api.printful.com";

const WORDS: ProviderWords = {
  label: "Printful",
  refused: "Printful refused the API key. Create a private token in Printful (Settings → API) and paste it in Print on demand settings.",
};

// Printful API v1 answers { code, result }; only the fields we use are read.
const ZStore = z.object({ result: z.object({ id: z.union([z.number(), z.string()]), name: z.string() }) });
const ZCatalogProduct = z.object({
  id: z.number(),
  type_name: z.string().nullish(),
  title: z.string().nullish(),
  model: z.string().nullish(),
  image: z.string().nullish(),
});
const ZCatalog = z.object({ result: z.array(ZCatalogProduct) });
const ZProduct = z.object({
  result: z.object({
    product: ZCatalogProduct.extend({ description: z.string().nullish() }),
    variants: z.array(z.object({
      id: z.number(),
      name: z.string(),
      image: z.string().nullish(),
      price: z.union([z.string(), z.number()]).nullish(),
      in_stock: z.boolean().nullish(),
    })),
  }),
});

const ZOrder = z.object({ result: z.object({ id: z.union([z.number(), z.string()]) }) });
const ZRefusal = z.object({ error: z.object({ message: z.string() }).nullish(), result: z.unknown() });

/** Printful's reason for refusing an order (400/404/409 answers carry { error: { message } }), worded for the owner. */
function refusal(body: unknown): AppError {
  const parsed = ZRefusal.safeParse(body);
  const message = parsed.success ? parsed.data.error?.message ?? (typeof parsed.data.result === "string" ? parsed.data.result : "") : "";
  return new AppError("upstream", `Printful refused the order${message ? `: ${message}` : ""}. Check the product's variant mapping and the address, then send it again.`);
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpected(WORDS);
  return parsed.data;
}

/**
 * Printful (API v1): `GET /store`, the catalogue `GET /products`, `GET /products/{id}`, orders `POST /orders?confirm=1`
 * and `GET /orders/@{external_id}`; a private token as Bearer. Our products are catalogue products (not Printful
 * "sync" products), so each order item names the catalogue `variant_id` and its print file (`files: [{ url }]`).
 */
export function createPrintfulClient(opts: { apiKey: string; baseUrl?: string; timeoutMs: number }): PrintProvider {
  const base = (opts.baseUrl || PRINTFUL_API_URL).replace(/\/+$/, "");
  const headers = { authorization: `Bearer ${opts.apiKey}`, accept: "application/json" };
  const get = (path: string) => callProvider(WORDS, new URL(base + path), { headers }, opts.timeoutMs);
  const nameOf = (p: z.infer<typeof ZCatalogProduct>) => p.title || p.model || `Product ${p.id}`;

  return {
    name: "printful",
    async testConnection() {
      const { status, body } = await get("/store");
      if (status !== 200) throw unexpected(WORDS);
      return { accountName: parse(ZStore, body).result.name };
    },
    async findCatalog({ q, page }) {
      const { status, body } = await get("/products");
      if (status !== 200) throw unexpected(WORDS);
      const all = parse(ZCatalog, body).result.map((p) => ({
        id: String(p.id), name: nameOf(p), category: p.type_name ?? "", thumbnailUrl: p.image ?? null,
      }));
      return pageOf(all, q, page);
    },
    async getProduct(id) {
      if (!/^\d+$/.test(id)) throw new AppError("not_found", "Printful has no such product");
      const { status, body } = await get(`/products/${id}`);
      if (status === 404) throw new AppError("not_found", "Printful has no such product (it may have been discontinued)");
      if (status !== 200) throw unexpected(WORDS);
      const { product, variants } = parse(ZProduct, body).result;
      const images = [product.image, ...variants.map((v) => v.image)].filter((u): u is string => Boolean(u));
      return {
        id: String(product.id),
        name: nameOf(product),
        description: product.description ?? "",
        category: product.type_name ?? "",
        imageUrls: [...new Set(images)],
        variants: variants.filter((v) => v.in_stock !== false).map((v) => ({
          id: String(v.id), name: v.name, costCents: toCents(v.price), imageUrl: v.image ?? null,
        })),
      };
    },
    async findOrder(externalId) {
      const { status, body } = await get(`/orders/@${encodeURIComponent(externalId)}`);
      if (status === 404) return null;
      if (status !== 200) throw unexpected(WORDS);
      return { providerOrderId: String(parse(ZOrder, body).result.id) };
    },
    async createOrder({ externalId, recipient, items }) {
      const order = {
        external_id: externalId,
        recipient: {
          name: recipient.name, address1: recipient.address1, address2: recipient.address2 || undefined, city: recipient.city,
          state_code: recipient.stateCode, country_code: recipient.countryCode, zip: recipient.zip, email: recipient.email,
          phone: recipient.phone || undefined,
        },
        items: items.map((i) => ({
          variant_id: Number(i.variantId), quantity: i.quantity, retail_price: toDollars(i.retailPriceCents), name: i.name,
          files: [{ url: i.fileUrl }],
        })),
      };
      const { status, body } = await callProvider(WORDS, new URL(`${base}/orders?confirm=1`), {
        method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(order),
      }, opts.timeoutMs);
      if (status >= 400) throw refusal(body);
      if (status !== 200) throw unexpected(WORDS);
      return { providerOrderId: String(parse(ZOrder, body).result.id) };
    },
  };
}
