import type { PaymentIntent, PaymentResult } from "@studio/contracts";
import { Button } from "@studio/design-system";
import { formatPrice } from "@studio/sdk";
import { BNPL_MINIMUM_CENTS } from "./checkout-form.ts";
import { StripeCardForm } from "./stripe-card-form.tsx";
import { TestCardForm } from "./test-card-form.tsx";
import * as s from "./checkout.css.ts";

export interface PaymentStepProps {
  orderId: number;
  payment: PaymentIntent;
  subtotalCents: number;
  onResult: (result: PaymentResult) => void;
  /** The request itself failed (network, server): 'Payment Error'. */
  onError: (error: unknown) => void;
  onBack: () => void;
}

/** Step 2, Payment: the active provider's card form, the secure-payment note and the pay-later notice. */
export function PaymentStep({ orderId, payment, subtotalCents, onResult, onError, onBack }: PaymentStepProps) {
  const CardForm = payment.provider === "stripe" ? StripeCardForm : TestCardForm;
  return (
    <div className={s.form}>
      {subtotalCents < BNPL_MINIMUM_CENTS && (
        <p className={s.notice}>
          Buy now, pay later is available on orders of {formatPrice(BNPL_MINIMUM_CENTS, { cents: true })} or more. Card payments work for any amount.
        </p>
      )}
      <CardForm orderId={orderId} payment={payment} onResult={onResult} onError={onError} />
      <p className={s.secure}>
        <svg className={s.lock} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v7h-9z" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>{" "}
        Secure payment: your card details go straight to the payment provider over an encrypted connection and are never
        stored by the studio.
      </p>
      <Button type="button" variant="ghost" fullWidth onClick={onBack}>Back to Information</Button>
    </div>
  );
}
