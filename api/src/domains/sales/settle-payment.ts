import type { PaymentResult } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { markOrderPaid, markOrderRefunded } from "./pay-order.ts";

export const REFUNDED_MESSAGE =
  "We're sorry: an item in your order was sold while your payment was being processed. Your payment has been refunded in full.";

/**
 * A provider reports money received for an order: mark it paid, or, when what it paid for is gone, refund it at
 * once (idempotently) and record why, so the owner is told and the buyer is never charged for nothing.
 */
export async function settlePayment(
  sql: Sql,
  provider: PaymentProvider,
  payment: { orderId: number; paymentIntentId: string; amountCents: number },
): Promise<PaymentResult> {
  const result = await markOrderPaid(sql, { ...payment, provider: provider.name });
  if (result.outcome === "paid") return { status: "succeeded", orderId: payment.orderId };
  if (result.outcome === "already_settled") {
    return result.status === "refunded"
      ? { status: "failed", orderId: payment.orderId, message: REFUNDED_MESSAGE }
      : { status: "succeeded", orderId: payment.orderId };
  }
  await provider.refund(payment.paymentIntentId, `refund-order-${payment.orderId}`);
  await markOrderRefunded(sql, payment.orderId, result.reason);
  return { status: "failed", orderId: payment.orderId, message: REFUNDED_MESSAGE };
}
