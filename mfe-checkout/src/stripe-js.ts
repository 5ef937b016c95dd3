/**
 * Stripe.js, loaded from Stripe's own host once per page (its terms require that; the CSP allows only that host).
 * The minimal surface the checkout uses, typed here instead of pulling in @stripe/stripe-js.
 */
export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
export interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): StripeElement;
  submit(): Promise<{ error?: { message?: string } }>;
}
export interface StripeJs {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; redirect: "if_required"; confirmParams: { return_url: string } }):
    Promise<{ error?: { message?: string; type?: string }; paymentIntent?: { id: string; status: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

const SCRIPT_URL = "https://js.stripe.com/v3/";
let loading: Promise<StripeFactory> | null = null;

export function loadStripeJs(): Promise<StripeFactory> {
  const existing = (globalThis as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const factory = (globalThis as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error("Stripe.js loaded without defining Stripe"));
    };
    script.onerror = () => {
      loading = null; // let a retry try again
      reject(new Error("The card form could not be loaded. Please check your connection and try again."));
    };
    document.head.append(script);
  });
  return loading;
}

/** Spec section 8: a console error when the publishable key does not look like one. */
export function checkPublishableKey(key: string): void {
  if (!key.startsWith("pk_")) console.error(`[checkout] the payment publishable key should start with "pk_" (got "${key.slice(0, 8)}…")`);
}
