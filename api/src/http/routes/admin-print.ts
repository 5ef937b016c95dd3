import { Hono, type Context } from "hono";
import {
  type PrintWebhookUrls, ZPrintCatalogQuery, ZPrintConnectionTest, ZPrintImport, ZPrintProviderName, ZPrintSettingsUpdate, ZPrintVariantMappingUpdate,
} from "@studio/contracts";
import { findPrintCatalog } from "../../domains/print/find-print-catalog.ts";
import { getPrintProduct } from "../../domains/print/get-print-product.ts";
import { getPrintVariants } from "../../domains/print/get-print-variants.ts";
import { importPrintProduct } from "../../domains/print/import-print-product.ts";
import { getPrintThumbnail } from "../../domains/print/get-print-thumbnail.ts";
import { getPrintSettings, savePrintSettings } from "../../domains/print/print-settings.ts";
import { webhookToken } from "../../domains/print/print-webhook-token.ts";
import { savePrintVariants } from "../../domains/print/save-print-variants.ts";
import { testPrintConnection } from "../../domains/print/test-print-connection.ts";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../context.ts";
import { publicUrl } from "../public-url.ts";
import { parseId, parseJson, parseWith } from "../validate.ts";

function providerOf(raw: string) {
  const name = ZPrintProviderName.safeParse(raw);
  if (!name.success) throw new AppError("not_found", "Unknown print provider");
  return name.data;
}

function providerProductId(raw: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw new AppError("not_found", "No such provider product");
  return raw;
}

const deps = (c: Context<AppEnv>) => ({ db: c.var.sql, sql: c.var.sql, secrets: c.var.secrets, config: c.var.config, uploadsDir: c.var.uploadsDir });

/** Print on demand (Printful, Gooten): settings, the providers' catalogues, import, variant mapping. */
export const adminPrintRoutes = new Hono<AppEnv>()
  .get("/print-settings", async (c) => c.json(await getPrintSettings(c.var.sql, c.var.secrets)))
  .put("/print-settings", async (c) =>
    c.json(await savePrintSettings(c.var.sql, c.var.secrets, await parseJson(c, ZPrintSettingsUpdate), c.var.user)))
  .get("/print-settings/webhooks", async (c) => {
    // The addresses to paste into each provider's dashboard; each holds the provider's token (made on first view).
    const url = async (provider: "printful" | "gooten") =>
      `${publicUrl(c)}/api/webhooks/${provider}/${await webhookToken(c.var.sql, c.var.secrets, provider)}`;
    return c.json({ printful: await url("printful"), gooten: await url("gooten") } satisfies PrintWebhookUrls);
  })
  .post("/print-settings/:provider/test", async (c) =>
    c.json(await testPrintConnection(deps(c), providerOf(c.req.param("provider")), await parseJson(c, ZPrintConnectionTest), c.var.user)))
  .get("/print-products/:provider", async (c) =>
    c.json(await findPrintCatalog(deps(c), providerOf(c.req.param("provider")), parseWith(ZPrintCatalogQuery, c.req.query()))))
  .get("/print-products/:provider/thumbnail", async (c) => {
    const { bytes, type } = await getPrintThumbnail(deps(c), providerOf(c.req.param("provider")), c.req.query("url") ?? "");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { "content-type": type, "cache-control": "private, max-age=3600" });
  })
  .get("/print-products/:provider/:id", async (c) =>
    c.json(await getPrintProduct(deps(c), providerOf(c.req.param("provider")), providerProductId(c.req.param("id")))))
  .post("/print-products/:provider/:id/import", async (c) => {
    const provider = providerOf(c.req.param("provider"));
    const id = providerProductId(c.req.param("id"));
    return c.json(await importPrintProduct(deps(c), provider, id, await parseJson(c, ZPrintImport), c.var.user), 201);
  })
  .get("/products/:id/print-variants", async (c) => c.json(await getPrintVariants(deps(c), parseId(c.req.param("id")))))
  .put("/products/:id/print-variants", async (c) => {
    const productId = parseId(c.req.param("id"));
    await savePrintVariants(deps(c), productId, await parseJson(c, ZPrintVariantMappingUpdate), c.var.user);
    return c.json(await getPrintVariants(deps(c), productId));
  });
