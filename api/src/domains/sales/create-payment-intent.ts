import { AWAITING_PAYMENT_STATUSES, type OrderStatus, type PaymentIntent } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";

/** A payment for the order's own total (never an amount from the browser), reused if the buyer retries. */
export async function createPaymentIntent(
  sql: Sql,
  provider: PaymentProvider,
  input: { orderId: number; cartToken: string },
): Promise<PaymentIntent> {
  const [order] = await sql<{ id: number; status: OrderStatus; totalCents: number; currency: string; customerEmail: string; paymentIntentId: string | null; paymentProvider: string | null }[]>`
    select id, status, total_cents, currency, customer_email, payment_intent_id, payment_provider
    from orders where id = ${input.orderId} and cart_token = ${input.cartToken}`;
  if (!order) throw new AppError("not_found", "Order not found");
  if (!AWAITING_PAYMENT_STATUSES.includes(order.status)) throw new AppError("conflict", "This order has already been paid");
  const existing = order.paymentProvider === provider.name ? order.paymentIntentId : null;
  const payment = await provider.createPayment({
    id: order.id, totalCents: order.totalCents, currency: order.currency.toLowerCase(), email: order.customerEmail, existing,
  });
  await sql`update orders set payment_intent_id = ${payment.paymentIntentId}, payment_provider = ${provider.name}, updated_at = now()
    where id = ${order.id}`;
  return { provider: provider.name, ...payment, amountCents: order.totalCents, publishableKey: provider.publishableKey };
}
