import type { PaymentResult, TestPayment } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { testCardDecision } from "../payments/test-provider.ts";
import { settlePayment } from "./settle-payment.ts";
import { markPaymentFailed } from "./pay-order.ts";

/** The built-in test provider's card form: the "network" decides, then the order takes the same paid path as Stripe. */
export async function payWithTestCard(sql: Sql, provider: PaymentProvider, input: TestPayment): Promise<PaymentResult> {
  if (provider.name !== "test") throw new AppError("not_found", "Test payments are off: this shop takes real cards");
  const [order] = await sql<{ id: number; totalCents: number }[]>`
    select id, total_cents from orders where payment_intent_id = ${input.paymentIntentId} and payment_provider = 'test'`;
  if (!order) throw new AppError("not_found", "Payment not found");
  const declined = testCardDecision(input);
  if (declined) {
    await markPaymentFailed(sql, order.id);
    return { status: "failed", orderId: order.id, message: declined };
  }
  return await settlePayment(sql, provider, { orderId: order.id, paymentIntentId: input.paymentIntentId, amountCents: order.totalCents });
}
