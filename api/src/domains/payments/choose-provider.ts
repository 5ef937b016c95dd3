import type { Config } from "../../config.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestProvider } from "./test-provider.ts";

/** Stripe when its keys are configured, else the built-in test provider ("Test mode — no real charge"). */
export function choosePaymentProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, publishableKey: config.STRIPE_PUBLISHABLE_KEY, apiUrl: config.STRIPE_API_URL });
  }
  return createTestProvider();
}
