/**
 * A local stand-in for the print providers' APIs: answers like Printful (API v1, under /printful) and Gooten (source
 * API v5, under /gooten) for the calls our clients make, with a fixed catalogue, real PNG mockups (made with sharp)
 * under /images, and the providers' own refusals for a wrong key. Tests start it on a free port; the e2e suite runs it
 * alone: `deno run -A api/test/print-stand-in.ts --port 4999`, then PRINTFUL_API_URL=http://127.0.0.1:4999/printful
 * and GOOTEN_API_URL=http://127.0.0.1:4999/gooten.
 */
import sharp from "sharp";

export const STAND_IN_KEYS = { printfulApiKey: "pf-stand-in-key-7Q2x", gootenRecipeId: "stand-in-recipe", gootenBillingKey: "gooten-billing-9K3w" };

/** ok: answer normally; fail: every API call answers 500; hang: API calls never answer (image downloads too). */
export type StandInMode = "ok" | "fail" | "hang";

export interface PrintStandIn {
  url: string;
  printfulUrl: string;
  gootenUrl: string;
  /** Every request received, as "METHOD /path?query" with its Authorization header. */
  requests: { line: string; authorization: string | null }[];
  /** Orders accepted, in order, with the body as sent (both providers). */
  orders: StandInOrder[];
  /** Calls that created an order ("POST /printful/orders", "POST /gooten/orders/"), accepted or refused. */
  createCalls(provider: "printful" | "gooten"): number;
  setMode(mode: StandInMode): void;
  close(): Promise<void>;
}

export interface StandInOrder {
  provider: "printful" | "gooten";
  externalId: string;
  providerOrderId: string;
  body: Record<string, unknown>;
}

const PRINTFUL_PRODUCTS = [
  { id: 1, type: "POSTER", type_name: "Poster", title: "Enhanced Matte Paper Poster (in)", brand: null, model: "Enhanced Matte Paper Poster (in)", variant_count: 3, currency: "USD" },
  { id: 19, type: "MUG", type_name: "Mug", title: "White Glossy Mug", brand: null, model: "White Glossy Mug", variant_count: 2, currency: "USD" },
  { id: 71, type: "T-SHIRT", type_name: "T-Shirt", title: "Unisex Staple T-Shirt | Bella + Canvas 3001", brand: "Bella + Canvas", model: "3001", variant_count: 2, currency: "USD" },
  // A product whose mockup is not an image (an HTML error page): an import must refuse it.
  { id: 404040, type: "POSTER", type_name: "Poster", title: "Broken Mockup Poster", brand: null, model: "Broken", variant_count: 1, currency: "USD" },
];
const PRINTFUL_VARIANTS: Record<number, { id: number; name: string; size: string; color: string | null; price: string; image: string }[]> = {
  1: [
    { id: 3876, name: "Enhanced Matte Paper Poster (in) (12″×16″)", size: "12″×16″", color: null, price: "11.50", image: "poster-12x16.png" },
    { id: 1, name: "Enhanced Matte Paper Poster (in) (18″×24″)", size: "18″×24″", color: null, price: "15.75", image: "poster-18x24.png" },
    { id: 2, name: "Enhanced Matte Paper Poster (in) (24″×36″)", size: "24″×36″", color: null, price: "21.00", image: "poster-24x36.png" },
  ],
  19: [
    { id: 1320, name: "White Glossy Mug (11 oz)", size: "11 oz", color: "White", price: "6.95", image: "mug-11.png" },
    { id: 4830, name: "White Glossy Mug (15 oz)", size: "15 oz", color: "White", price: "8.95", image: "mug-15.png" },
  ],
  71: [
    { id: 4012, name: "Unisex Staple T-Shirt | Bella + Canvas 3001 (White / M)", size: "M", color: "White", price: "9.25", image: "tee-white-m.png" },
    { id: 4017, name: "Unisex Staple T-Shirt | Bella + Canvas 3001 (Black / M)", size: "M", color: "Black", price: "9.25", image: "tee-black-m.png" },
  ],
  404040: [{ id: 9090, name: "Broken Mockup Poster (12″×16″)", size: "12″×16″", color: null, price: "11.50", image: "not-an-image.png" }],
};

const GOOTEN_PRODUCTS = [
  { Id: 1045, UId: "canvas-wraps", Name: "Canvas Wraps", ShortDescription: "Gallery-wrapped canvas on a wooden frame.", Categories: [{ Id: 3, Name: "Wall Art" }], image: "canvas.png" },
  { Id: 57, UId: "coffee-mugs", Name: "Coffee Mugs", ShortDescription: "Ceramic mug, dishwasher safe.", Categories: [{ Id: 4, Name: "Home & Living" }], image: "gooten-mug.png" },
];
const GOOTEN_VARIANTS: Record<number, { Sku: string; size: string; price: number }[]> = {
  1045: [
    { Sku: "CanvsWrp-BlkWrp-8x10", size: "8x10", price: 24.5 },
    { Sku: "CanvsWrp-BlkWrp-16x20", size: "16x20", price: 41 },
  ],
  57: [{ Sku: "Mug-11oz-White", size: "11 oz", price: 7.2 }],
};

const COLOURS = ["#2f5d62", "#a86f4c", "#c9b37e", "#5e4b8b", "#8fb996", "#d1495b"];

async function png(name: string): Promise<Uint8Array> {
  const colour = COLOURS[[...name].reduce((a, ch) => a + ch.charCodeAt(0), 0) % COLOURS.length];
  return new Uint8Array(await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } }).png().toBuffer());
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const text = (v: unknown) => typeof v === "string" && v.trim() !== "";
type Json = Record<string, unknown>;
const record = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? v as Json : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(record) : []);

/** What Printful's POST /orders checks: the fields a catalogue-variant order needs. Null when the body is fine. */
function printfulOrderProblem(body: Json): string | null {
  const r = record(body.recipient);
  if (!text(body.external_id) || String(body.external_id).length > 32) return "external_id must be a string of at most 32 characters";
  for (const field of ["name", "address1", "city", "country_code", "zip"]) if (!text(r[field])) return `Recipient: ${field} is missing`;
  if (r.country_code === "US" && !text(r.state_code)) return "Recipient: state_code is required for the United States";
  const items = list(body.items);
  if (!items.length) return "Order must contain at least one item";
  const known = new Set(Object.values(PRINTFUL_VARIANTS).flat().map((v) => v.id));
  for (const item of items) {
    if (!known.has(Number(item.variant_id))) return `Item variant_id ${String(item.variant_id)} is not a valid catalog variant`;
    if (!Number.isInteger(item.quantity) || Number(item.quantity) < 1) return "Item quantity must be a positive integer";
    if (!text(list(item.files)[0]?.url)) return "Item must have a print file (files[].url)";
  }
  return null;
}

/** What Gooten's POST /orders/ checks. Null when the body is fine. */
function gootenOrderProblem(body: Json): string | null {
  const a = record(body.ShipToAddress);
  for (const field of ["FirstName", "LastName", "Line1", "City", "CountryCode", "PostalCode", "Email"]) {
    if (!text(a[field])) return `ShipToAddress.${field} is required`;
  }
  const items = list(body.Items);
  if (!items.length) return "Items is required";
  const known = new Set(Object.values(GOOTEN_VARIANTS).flat().map((v) => v.Sku));
  for (const item of items) {
    if (!known.has(String(item.SKU))) return `SKU ${String(item.SKU)} is not valid`;
    if (!Number.isInteger(item.Quantity) || Number(item.Quantity) < 1) return "Quantity must be at least 1";
    if (!text(list(item.Images)[0]?.Url)) return "Images[0].Url is required";
  }
  return null;
}

export function startPrintStandIn(opts: { port?: number; hostname?: string } = {}): Promise<PrintStandIn> {
  let mode: StandInMode = "ok";
  const requests: PrintStandIn["requests"] = [];
  const orders: StandInOrder[] = [];
  let nextOrderId = 7001;
  const images = new Map<string, Uint8Array>();
  const hanging = new Set<() => void>();
  let origin = "";
  const img = (file: string) => `${origin}/images/${file}`;

  const printful = async (path: string, req: Request): Promise<Response> => {
    if (req.headers.get("authorization") !== `Bearer ${STAND_IN_KEYS.printfulApiKey}`) {
      return json({ code: 401, result: "The access token provided is invalid.", error: { reason: "Unauthorized", message: "The access token provided is invalid." } }, 401);
    }
    if (path === "/orders" && req.method === "POST") {
      const body = record(await req.json().catch(() => null));
      const problem = printfulOrderProblem(body);
      if (problem) return json({ code: 400, result: problem, error: { reason: "BadRequest", message: problem } }, 400);
      if (orders.some((o) => o.provider === "printful" && o.externalId === body.external_id)) {
        const message = `Order with External ID ${String(body.external_id)} already exists`;
        return json({ code: 400, result: message, error: { reason: "BadRequest", message } }, 400);
      }
      const order = { provider: "printful" as const, externalId: String(body.external_id), providerOrderId: String(nextOrderId++), body };
      orders.push(order);
      return json({ code: 200, result: { id: Number(order.providerOrderId), external_id: order.externalId, status: "pending" } });
    }
    const byExternal = path.match(/^\/orders\/@(.+)$/);
    if (byExternal && req.method === "GET") {
      const order = orders.find((o) => o.provider === "printful" && o.externalId === decodeURIComponent(byExternal[1]));
      if (!order) return json({ code: 404, result: "Not found", error: { reason: "NotFound", message: "Not found" } }, 404);
      return json({ code: 200, result: { id: Number(order.providerOrderId), external_id: order.externalId, status: "pending" } });
    }
    if (path === "/store") return json({ code: 200, result: { id: 8800, name: "Elena Marsh Prints", type: "native", website: null, currency: "USD" } });
    if (path === "/products") {
      return json({ code: 200, result: PRINTFUL_PRODUCTS.map((p) => ({ ...p, main_category_id: 1, image: img(`${p.id}-catalog.png`), is_discontinued: false })) });
    }
    const id = Number(path.match(/^\/products\/(\d+)$/)?.[1]);
    const product = PRINTFUL_PRODUCTS.find((p) => p.id === id);
    if (!product) return json({ code: 404, result: "Not Found", error: { reason: "NotFound", message: "Not Found" } }, 404);
    const variants = PRINTFUL_VARIANTS[id].map((v) => ({ ...v, product_id: id, color_code: null, image: img(v.image), in_stock: true }));
    return json({
      code: 200,
      result: {
        product: { ...product, main_category_id: 1, description: `${product.title}, printed and shipped by Printful.`, image: variants[0].image },
        variants,
      },
    });
  };

  const gooten = async (path: string, url: URL, req: Request): Promise<Response> => {
    if (url.searchParams.get("recipeid") !== STAND_IN_KEYS.gootenRecipeId) {
      return json({ HadError: true, Errors: [{ ErrorMessage: "Invalid recipe id", PropertyName: "RecipeId" }], ErrorReferenceCode: "stand-in" });
    }
    if (path === "/orders/" && req.method === "POST") {
      const body = record(await req.json().catch(() => null));
      if (record(body.Payment).PartnerBillingKey !== STAND_IN_KEYS.gootenBillingKey) {
        return json({ HadError: true, Errors: [{ ErrorMessage: "Invalid partner billing key", PropertyName: "PartnerBillingKey" }] }, 401);
      }
      const problem = gootenOrderProblem(body);
      if (problem) return json({ HadError: true, Errors: [{ ErrorMessage: problem }] }, 400);
      if (body.IsPartnerSourceIdUnique === true && orders.some((o) => o.provider === "gooten" && o.externalId === body.SourceId)) {
        return json({ HadError: true, Errors: [{ ErrorMessage: `An order with SourceId ${String(body.SourceId)} already exists` }] }, 400);
      }
      const order = { provider: "gooten" as const, externalId: String(body.SourceId ?? ""), providerOrderId: `21-${nextOrderId++}`, body };
      orders.push(order);
      return json({ Id: order.providerOrderId }, 201);
    }
    if (path === "/orders/") {
      if (url.searchParams.get("partnerBillingKey") !== STAND_IN_KEYS.gootenBillingKey) {
        return json({ HadError: true, Errors: [{ ErrorMessage: "Invalid partner billing key", PropertyName: "PartnerBillingKey" }] }, 401);
      }
      const sourceId = url.searchParams.get("SourceId");
      const found = orders.filter((o) => o.provider === "gooten" && (sourceId === null || o.externalId === sourceId))
        .map((o) => ({ Id: o.providerOrderId, SourceId: o.externalId, Items: [] }));
      return json({ Orders: found.slice(0, Number(url.searchParams.get("pageSize") ?? 10)), Total: found.length, Page: 1, PageSize: 1 });
    }
    if (path === "/products/") {
      return json({
        Products: GOOTEN_PRODUCTS.map(({ image, ...p }) => ({
          ...p, HasAvailableProductVariants: true, IsFeatured: false,
          Images: [{ Url: img(`icon-${image}`), Index: 1, ImageTypes: ["Icon"] }, { Url: img(image), Index: 0, ImageTypes: ["Main", "Preview"] }],
          PriceInfo: { Price: Math.min(...GOOTEN_VARIANTS[p.Id].map((v) => v.price)), CurrencyCode: "USD" },
        })),
      });
    }
    if (path === "/productvariants/") {
      const variants = GOOTEN_VARIANTS[Number(url.searchParams.get("productId"))];
      if (!variants) return json({ HadError: true, Errors: [{ ErrorMessage: "Product not found" }] }, 404);
      return json({
        ProductVariants: variants.map((v) => ({
          Sku: v.Sku, MaxImages: 1, HasTemplates: true,
          Options: [{ OptionId: "1", ValueId: v.size, Name: "Size", Value: v.size, ImageUrl: null, SortValue: "1" }],
          PriceInfo: { Price: v.price, CurrencyCode: "USD", FormattedPrice: `$${v.price.toFixed(2)}` },
        })),
      });
    }
    return json({ HadError: true, Errors: [{ ErrorMessage: "Not found" }] }, 404);
  };

  const server = Deno.serve({ port: opts.port ?? 0, hostname: opts.hostname ?? "127.0.0.1", onListen() {} }, async (req) => {
    const url = new URL(req.url);
    requests.push({ line: `${req.method} ${url.pathname}${url.search}`, authorization: req.headers.get("authorization") });
    if (mode === "hang") {
      // Answers only when the mode changes or the stand-in closes (the client has given up long before).
      return await new Promise<Response>((resolve) => hanging.add(() => resolve(json({ code: 503, result: "released" }, 503))));
    }
    if (url.pathname.startsWith("/images/")) {
      const file = url.pathname.slice("/images/".length);
      if (file === "not-an-image.png") return new Response("<html><body>Mockup expired</body></html>", { headers: { "content-type": "text/html" } });
      if (!images.has(file)) images.set(file, await png(file));
      return new Response(images.get(file)! as BodyInit, { headers: { "content-type": "image/png" } });
    }
    if (mode === "fail") return json({ code: 500, result: "Internal server error" }, 500);
    if (url.pathname.startsWith("/printful/")) return await printful(url.pathname.slice("/printful".length), req);
    if (url.pathname.startsWith("/gooten/")) return await gooten(url.pathname.slice("/gooten".length), url, req);
    return json({ error: "not found" }, 404);
  });
  origin = `http://${server.addr.hostname}:${server.addr.port}`;
  return Promise.resolve({
    url: origin,
    printfulUrl: `${origin}/printful`,
    gootenUrl: `${origin}/gooten`,
    requests,
    orders,
    createCalls: (provider) => requests.filter((r) => r.line.startsWith(provider === "printful" ? "POST /printful/orders" : "POST /gooten/orders/")).length,
    setMode(next) {
      mode = next;
      if (next !== "hang") for (const release of hanging) release();
      if (next !== "hang") hanging.clear();
    },
    async close() {
      for (const release of hanging) release();
      await server.shutdown();
    },
  });
}

if (import.meta.main) {
  const at = Deno.args.indexOf("--port");
  const port = at >= 0 ? Number(Deno.args[at + 1]) : 4999;
  const standIn = await startPrintStandIn({ port });
  console.log(`Print provider stand-in on ${standIn.url}`);
  console.log(`  PRINTFUL_API_URL=${standIn.printfulUrl}  (API key ${STAND_IN_KEYS.printfulApiKey})`);
  console.log(`  GOOTEN_API_URL=${standIn.gootenUrl}  (recipe id ${STAND_IN_KEYS.gootenRecipeId}, partner billing key ${STAND_IN_KEYS.gootenBillingKey})`);
}
