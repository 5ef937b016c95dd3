import { Hono } from "hono";
import { ZPrintProviderName } from "@studio/contracts";
import { isWebhookToken } from "../../domains/print/print-webhook-token.ts";
import { receivePrintWebhook } from "../../domains/print/receive-print-webhook.ts";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../context.ts";
import { publicUrl } from "../public-url.ts";

/** A shipment webhook is a few kilobytes; anything much larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The print providers' webhooks (POST /api/webhooks/printful/<token>, /api/webhooks/gooten/<token>). Printful v1 signs
 * nothing, so the long random token in the address is the proof; a wrong one is a 404 like any unknown address, and
 * nothing is read or changed.
 */
export const printWebhookRoutes = new Hono<AppEnv>()
  .post("/webhooks/:provider/:token", async (c) => {
    const provider = ZPrintProviderName.safeParse(c.req.param("provider"));
    if (!provider.success || !await isWebhookToken(c.var.sql, c.var.secrets, provider.data, c.req.param("token"))) {
      throw new AppError("not_found", "No such API endpoint");
    }
    if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES) throw new AppError("payload_too_large", "Webhook body too large");
    const raw = await c.req.text();
    if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) throw new AppError("payload_too_large", "Webhook body too large");
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError("validation", "The webhook body is not JSON");
    }
    return c.json({ received: true, ...await receivePrintWebhook(c.var.sql, provider.data, body, publicUrl(c)) });
  });
