import Stripe from "stripe";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { markPaymentFailed } from "./pay-order.ts";
import { settlePayment } from "./settle-payment.ts";

// Verifying a signature needs no API key: this client never calls Stripe.
const verifier = new Stripe("sk_test_signature_verification_only", { httpClient: Stripe.createFetchHttpClient() });
const crypto = Stripe.createSubtleCryptoProvider();

/** The order a PaymentIntent was made for: its metadata, else the order that stored its id. */
async function orderOf(sql: Sql, intent: { id: string; metadata?: Record<string, string> | null }): Promise<number | null> {
  const fromMetadata = Number(intent.metadata?.orderId);
  if (Number.isInteger(fromMetadata) && fromMetadata > 0) return fromMetadata;
  const [row] = await sql<{ id: number }[]>`select id from orders where payment_intent_id = ${intent.id}`;
  return row?.id ?? null;
}

/**
 * A Stripe webhook: the signature is checked on the raw body, each event id is handled once (a repeat is a no-op,
 * and the handlers themselves are idempotent, so a crash between handling and recording is harmless too), and
 * events may come in any order: a failure reported after a success changes nothing.
 */
export async function receiveStripeEvent(
  sql: Sql,
  provider: PaymentProvider,
  input: { rawBody: string; signature: string | undefined; webhookSecret: string },
): Promise<{ duplicate: boolean; type: string }> {
  let event: Stripe.Event;
  try {
    event = await verifier.webhooks.constructEventAsync(input.rawBody, input.signature ?? "", input.webhookSecret, undefined, crypto);
  } catch (err) {
    log.warn("rejected a Stripe webhook with a bad signature", { err: (err as Error).message });
    throw new AppError("validation", "Invalid Stripe signature");
  }
  const [seen] = await sql`select 1 from processed_webhook_events where provider = 'stripe' and event_id = ${event.id}`;
  if (seen) return { duplicate: true, type: event.type };

  if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
    const intent = event.data.object;
    const orderId = await orderOf(sql, intent);
    if (orderId === null) log.warn("a Stripe payment for no known order", { paymentIntentId: intent.id, eventId: event.id });
    else if (event.type === "payment_intent.succeeded") {
      await settlePayment(sql, provider, { orderId, paymentIntentId: intent.id, amountCents: intent.amount_received });
    } else await markPaymentFailed(sql, orderId);
  }
  await sql`insert into processed_webhook_events (provider, event_id, event_type) values ('stripe', ${event.id}, ${event.type})
    on conflict do nothing`;
  return { duplicate: false, type: event.type };
}
