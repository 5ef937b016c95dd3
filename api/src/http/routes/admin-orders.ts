import { Hono } from "hono";
import { ZOrderQuery, ZOrderRefund, ZOrderUpdate, ZPrintProviderName } from "@studio/contracts";
import { retryPrintOrder } from "../../domains/print/retry-print-order.ts";
import { findOrders } from "../../domains/sales/find-orders.ts";
import { getAdminOrder } from "../../domains/sales/get-admin-order.ts";
import { refundOrder } from "../../domains/sales/refund-order.ts";
import { updateOrder } from "../../domains/sales/update-order.ts";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../context.ts";
import { publicUrl } from "../public-url.ts";
import { parseId, parseJson, parseWith } from "../validate.ts";

/** The owner's orders: list, detail, status and notes, refunds, sending print-on-demand lines again. */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get("/orders", async (c) => c.json(await findOrders(c.var.sql, parseWith(ZOrderQuery, c.req.query()))))
  .get("/orders/:id", async (c) => c.json(await getAdminOrder(c.var.sql, parseId(c.req.param("id")))))
  .patch("/orders/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    await updateOrder(c.var.sql, id, await parseJson(c, ZOrderUpdate), c.var.user);
    return c.json(await getAdminOrder(c.var.sql, id));
  })
  .post("/orders/:id/refund", async (c) => {
    const id = parseId(c.req.param("id"));
    await refundOrder(c.var.sql, c.var.payments, id, await parseJson(c, ZOrderRefund), c.var.user);
    return c.json(await getAdminOrder(c.var.sql, id));
  })
  .post("/orders/:id/print/:provider/retry", async (c) => {
    const id = parseId(c.req.param("id"));
    const provider = ZPrintProviderName.safeParse(c.req.param("provider"));
    if (!provider.success) throw new AppError("not_found", "Unknown print provider");
    const deps = { db: c.var.sql, sql: c.var.sql, secrets: c.var.secrets, config: c.var.config, publicUrl: publicUrl(c) };
    await retryPrintOrder(deps, id, provider.data, c.var.user);
    return c.json(await getAdminOrder(c.var.sql, id));
  });
