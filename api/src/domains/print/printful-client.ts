import { z } from "zod";
import { AppError } from "../../errors.ts";
import { type PrintProvider, pageOf, toCents } from "./print-provider.ts";
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

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpected(WORDS);
  return parsed.data;
}

/** Printful (API v1): `GET /store`, the catalogue `GET /products`, `GET /products/{id}`; a private token as Bearer. */
export function createPrintfulClient(opts: { apiKey: string; baseUrl?: string; timeoutMs: number }): PrintProvider {
  const base = (opts.baseUrl || PRINTFUL_API_URL).replace(/\/+$/, "");
  const get = (path: string) =>
    callProvider(WORDS, new URL(base + path), { headers: { authorization: `Bearer ${opts.apiKey}`, accept: "application/json" } }, opts.timeoutMs);
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
  };
}
