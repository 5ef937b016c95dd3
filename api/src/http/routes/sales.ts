import { Hono } from "hono";
import { ZCartToken, ZConfirmPayment, ZCreateOrder, ZCreatePaymentIntent, ZReserveRequest, ZTestPayment } from "@studio/contracts";
import { confirmPayment } from "../../domains/sales/confirm-payment.ts";
import { receiveStripeEvent } from "../../domains/sales/receive-stripe-event.ts";
import { AppError } from "../../errors.ts";
import { createOrder } from "../../domains/sales/create-order.ts";
import { createPaymentIntent } from "../../domains/sales/create-payment-intent.ts";
import { getOrder } from "../../domains/sales/get-order.ts";
import { payWithTestCard } from "../../domains/sales/pay-with-test-card.ts";
import { releaseReservation } from "../../domains/sales/release-reservation.ts";
import { reserveOriginal } from "../../domains/sales/reserve-original.ts";
import type { AppEnv } from "../context.ts";
import { parseId, parseJson, parseWith } from "../validate.ts";

/** The cart, orders and payments of spec section 7. The browser's cart token proves which cart is asking. */
export const salesRoutes = new Hono<AppEnv>()
  .post("/cart/reserve", async (c) => {
    const input = await parseJson(c, ZReserveRequest);
    return c.json(await reserveOriginal(c.var.sql, { ...input, holdSeconds: c.var.config.RESERVATION_HOLD_SECONDS }));
  })
  .post("/cart/release-reservation", async (c) => {
    const input = await parseJson(c, ZReserveRequest);
    return c.json({ released: await releaseReservation(c.var.sql, input) });
  })
  .post("/orders", async (c) => {
    const input = await parseJson(c, ZCreateOrder);
    const id = await createOrder(c.var.sql, input);
    return c.json({ order: await getOrder(c.var.sql, id, input) }, 201);
  })
  .get("/orders/:id", async (c) => {
    const cartToken = parseWith(ZCartToken, c.req.header("x-cart-token"));
    return c.json(await getOrder(c.var.sql, parseId(c.req.param("id")), { cartToken }));
  })
  .post("/create-payment-intent", async (c) => {
    const input = await parseJson(c, ZCreatePaymentIntent);
    return c.json(await createPaymentIntent(c.var.sql, c.var.payments, input));
  })
  .patch("/orders/:id/payment", async (c) => {
    const input = await parseJson(c, ZConfirmPayment);
    return c.json(await confirmPayment(c.var.sql, c.var.payments, { ...input, orderId: parseId(c.req.param("id")) }));
  })
  .post("/payments/test/confirm", async (c) => {
    return c.json(await payWithTestCard(c.var.sql, c.var.payments, await parseJson(c, ZTestPayment)));
  })
  .post("/webhooks/stripe", async (c) => {
    const secret = c.var.config.STRIPE_WEBHOOK_SECRET;
    if (!secret || c.var.payments.name !== "stripe") throw new AppError("not_found", "Stripe is not configured");
    // The signature covers the raw body: read it as text, never re-serialised JSON.
    const result = await receiveStripeEvent(c.var.sql, c.var.payments, {
      rawBody: await c.req.text(), signature: c.req.header("stripe-signature"), webhookSecret: secret,
    });
    return c.json({ received: true, ...result });
  });
