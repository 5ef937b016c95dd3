import { useState, type FormEvent } from "react";
import { ZPaymentResult, ZTestPayment, type PaymentIntent, type PaymentResult } from "@studio/contracts";
import { Button, Input } from "@studio/design-system";
import { api, formatPrice } from "@studio/sdk";
import { BNPL_MINIMUM_CENTS } from "./checkout-form.ts";
import * as s from "./checkout.css.ts";

export interface PaymentStepProps {
  payment: PaymentIntent;
  subtotalCents: number;
  onResult: (result: PaymentResult) => void;
  /** The request itself failed (network, server): 'Payment Error'. */
  onError: (error: unknown) => void;
  onBack: () => void;
}

type CardFields = { cardNumber: string; expiry: string; cvc: string };
const EMPTY_CARD: CardFields = { cardNumber: "", expiry: "", cvc: "" };

/** "4242424242424242" -> "4242 4242 4242 4242" as the shopper types. */
const groupDigits = (value: string) => value.replace(/\D/g, "").slice(0, 19).replace(/(.{4})(?=.)/g, "$1 ");
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** Step 2, Payment: the card form of the active provider, the secure-payment note and the pay-later notice. */
export function PaymentStep({ payment, subtotalCents, onResult, onError, onBack }: PaymentStepProps) {
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<CardFields>>({});
  const [busy, setBusy] = useState(false);
  const total = formatPrice(payment.amountCents, { cents: true });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTestPayment.safeParse({ paymentIntentId: payment.paymentIntentId, ...card });
    if (!parsed.success) {
      const next: Partial<CardFields> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof CardFields] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      onResult(await api.post("/api/payments/test/confirm", parsed.data, ZPaymentResult));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void pay(e)} noValidate aria-label="Payment">
      {subtotalCents < BNPL_MINIMUM_CENTS && (
        <p className={s.notice}>
          Buy now, pay later is available on orders of {formatPrice(BNPL_MINIMUM_CENTS, { cents: true })} or more. Card payments work for any amount.
        </p>
      )}
      <fieldset className={s.group}>
        <legend className={s.legend}>Card</legend>
        <p className={s.testMode} role="note">
          <strong>Test mode — no real charge.</strong> Use 4242 4242 4242 4242 with any future date and any CVC;
          4000 0000 0000 0002 is declined.
        </p>
        <Input label="Card number" inputMode="numeric" autoComplete="cc-number" required value={card.cardNumber} error={errors.cardNumber}
          onChange={(e) => setCard({ ...card, cardNumber: groupDigits(e.target.value) })} />
        <div className={s.pair}>
          <Input label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" required value={card.expiry} error={errors.expiry}
            onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })} />
          <Input label="Security code (CVC)" inputMode="numeric" autoComplete="cc-csc" required value={card.cvc} error={errors.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) })} />
        </div>
      </fieldset>
      <p className={s.secure}>
        <svg className={s.lock} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v7h-9z" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>{" "}
        Secure payment: your card details go straight to the payment provider over an encrypted
        connection and are never stored by the studio.
      </p>
      <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>{busy ? "Processing…" : `Pay ${total}`}</Button>
      <Button type="button" variant="ghost" fullWidth onClick={onBack} disabled={busy}>Back to Information</Button>
    </form>
  );
}
