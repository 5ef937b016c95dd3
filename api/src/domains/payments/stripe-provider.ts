import Stripe from "stripe";
import type { PaymentProvider, ProviderPayment } from "./payment-provider.ts";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** e.g. http://127.0.0.1:8123 in tests; Stripe's API by default. */
  apiUrl?: string;
}

/** The Stripe client as this server uses it: fetch-based (Deno), two network retries, optional API location. */
export function stripeClient(opts: { secretKey: string; apiUrl?: string }): Stripe {
  const url = opts.apiUrl ? new URL(opts.apiUrl) : null;
  return new Stripe(opts.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(url ? { host: url.hostname, port: Number(url.port) || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol.replace(":", "") as "http" | "https" } : {}),
  });
}

const STATUS: Record<string, ProviderPayment["status"]> = {
  succeeded: "succeeded",
  processing: "processing",
  canceled: "failed",
  requires_payment_method: "pending",
  requires_confirmation: "pending",
  requires_action: "pending",
  requires_capture: "processing",
};

/**
 * Card payments through Stripe: a PaymentIntent per order total (idempotency key per order and amount, so a retry
 * never creates a second one), confirmed in the browser by the Payment Element, settled by the webhook or by the
 * browser's report after it is checked here.
 */
export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = stripeClient(opts);
  return {
    name: "stripe",
    publishableKey: opts.publishableKey,
    async createPayment(order) {
      if (order.existing) {
        const current = await stripe.paymentIntents.retrieve(order.existing);
        if (current.amount === order.totalCents && current.status !== "canceled" && current.status !== "succeeded" && current.client_secret) {
          return { paymentIntentId: current.id, clientSecret: current.client_secret };
        }
      }
      const intent = await stripe.paymentIntents.create({
        amount: order.totalCents,
        currency: order.currency,
        automatic_payment_methods: { enabled: true },
        receipt_email: order.email,
        metadata: { orderId: String(order.id) },
      }, { idempotencyKey: `order-${order.id}-pi-${order.totalCents}` });
      return { paymentIntentId: intent.id, clientSecret: intent.client_secret! };
    },
    async refund(paymentIntentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: paymentIntentId, reason: "requested_by_customer" }, { idempotencyKey });
    },
    async getPayment(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      const orderId = Number(intent.metadata?.orderId);
      return {
        status: intent.last_payment_error && intent.status === "requires_payment_method" ? "failed" : STATUS[intent.status] ?? "pending",
        amountCents: intent.amount_received || intent.amount,
        orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
        message: intent.last_payment_error?.message,
      };
    },
  };
}
