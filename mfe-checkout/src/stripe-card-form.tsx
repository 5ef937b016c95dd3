import { useEffect, useRef, useState, type FormEvent } from "react";
import { ZPaymentResult, type PaymentIntent, type PaymentResult } from "@studio/contracts";
import { Button } from "@studio/design-system";
import { api, cartToken, formatPrice } from "@studio/sdk";
import { checkPublishableKey, loadStripeJs, type StripeElements, type StripeJs } from "./stripe-js.ts";
import * as s from "./checkout.css.ts";

export interface CardFormProps {
  orderId: number;
  payment: PaymentIntent;
  onResult: (result: PaymentResult) => void;
  onError: (error: unknown) => void;
}

/** Where Stripe sends the shopper back after a bank's own check (3-D Secure), when it has to leave the page. */
export const returnUrl = (orderId: number) =>
  `${window.location.origin}/order-confirmation?payment_status=succeeded&order_id=${orderId}`;

/** Stripe's Payment Element; after it confirms, the server checks the payment with Stripe before settling. */
export function StripeCardForm({ orderId, payment, onResult, onError }: CardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let element: { destroy(): void } | null = null;
    let cancelled = false;
    const key = payment.publishableKey ?? "";
    checkPublishableKey(key);
    loadStripeJs().then((factory) => {
      if (cancelled || !mountRef.current) return;
      const stripe = factory(key);
      const elements = stripe.elements({ clientSecret: payment.clientSecret, appearance: { theme: "flat", variables: { borderRadius: "0px" } } });
      const created = elements.create("payment", { layout: "tabs" });
      created.mount(mountRef.current);
      element = created;
      setReady({ stripe, elements });
    }).catch((error: unknown) => setLoadError((error as Error).message));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [payment.clientSecret, payment.publishableKey]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    try {
      const { error } = await ready.stripe.confirmPayment({
        elements: ready.elements, redirect: "if_required", confirmParams: { return_url: returnUrl(orderId) },
      });
      if (error) {
        onResult({ status: "failed", orderId, message: error.message ?? "Your payment did not go through." });
        return;
      }
      onResult(await api.patch(`/api/orders/${orderId}/payment`, { paymentIntentId: payment.paymentIntentId, cartToken: cartToken() }, ZPaymentResult));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void pay(e)} aria-label="Card payment">
      <div ref={mountRef} className={s.stripeMount} aria-busy={!ready} />
      {loadError && <p className={s.alert} role="alert">{loadError}</p>}
      <Button type="submit" size="lg" fullWidth disabled={!ready || busy} aria-busy={busy}>
        {busy ? "Processing…" : `Pay ${formatPrice(payment.amountCents, { cents: true })}`}
      </Button>
    </form>
  );
}
