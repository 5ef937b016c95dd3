import { useState, type FormEvent } from "react";
import { ZPaymentResult, ZTestPayment } from "@studio/contracts";
import { Button, Input } from "@studio/design-system";
import { api, formatPrice } from "@studio/sdk";
import type { CardFormProps } from "./stripe-card-form.tsx";
import * as s from "./checkout.css.ts";

type CardFields = { cardNumber: string; expiry: string; cvc: string };
const EMPTY_CARD: CardFields = { cardNumber: "", expiry: "", cvc: "" };

/** "4242424242424242" -> "4242 4242 4242 4242" as the shopper types. */
const groupDigits = (value: string) => value.replace(/\D/g, "").slice(0, 19).replace(/(.{4})(?=.)/g, "$1 ");
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** The built-in test provider's card form: clearly labelled, no real charge. */
export function TestCardForm({ payment, onResult, onError }: CardFormProps) {
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<CardFields>>({});
  const [busy, setBusy] = useState(false);

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
      <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
        {busy ? "Processing…" : `Pay ${formatPrice(payment.amountCents, { cents: true })}`}
      </Button>
    </form>
  );
}
