/**
 * One interface for every card payment provider (Stripe, the built-in test provider). The order's server total is
 * what gets charged; every call that creates something carries an idempotency key derived from the order.
 */
export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** What the browser's card form needs to talk to the provider (Stripe's publishable key); null for test. */
  readonly publishableKey: string | null;
  /** A payment for the order's total. With `existing`, the provider may update and reuse it instead. */
  createPayment(order: { id: number; totalCents: number; currency: string; email: string; existing: string | null }):
    Promise<{ paymentIntentId: string; clientSecret: string }>;
  /** Gives the money back (e.g. the original was sold to someone else while the payment was in flight). */
  refund(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** What the provider says about a payment (the browser's word that it succeeded is never taken alone). */
  getPayment(paymentIntentId: string): Promise<ProviderPayment>;
}

export interface ProviderPayment {
  status: "succeeded" | "processing" | "failed" | "pending";
  amountCents: number;
  /** The order it was created for (metadata), when the provider keeps one. */
  orderId: number | null;
  /** The provider's reason when the last attempt failed. */
  message?: string;
}
