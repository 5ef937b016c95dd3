import type { PaymentResult } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { markPaymentFailed } from "./pay-order.ts";
import { settlePayment } from "./settle-payment.ts";

/**
 * PATCH /api/orders/:id/payment: the browser reports that the card payment went through. Its word is checked with
 * the provider before the order is settled (the webhook may arrive first or later; both end in the same state).
 */
export async function confirmPayment(
  sql: Sql,
  provider: PaymentProvider,
  input: { orderId: number; paymentIntentId: string; cartToken: string },
): Promise<PaymentResult> {
  const [order] = await sql<{ id: number; paymentIntentId: string | null }[]>`
    select id, payment_intent_id from orders where id = ${input.orderId} and cart_token = ${input.cartToken}`;
  if (!order) throw new AppError("not_found", "Order not found");
  if (order.paymentIntentId !== input.paymentIntentId) throw new AppError("conflict", "This payment does not belong to this order");
  const payment = await provider.getPayment(input.paymentIntentId);
  if (payment.status === "succeeded") {
    return await settlePayment(sql, provider, { orderId: order.id, paymentIntentId: input.paymentIntentId, amountCents: payment.amountCents });
  }
  if (payment.status === "failed") {
    await markPaymentFailed(sql, order.id);
    return { status: "failed", orderId: order.id, message: payment.message ?? "Your payment did not go through." };
  }
  return { status: "processing", orderId: order.id };
}
