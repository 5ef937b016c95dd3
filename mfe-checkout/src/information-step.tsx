import { useState, type FormEvent } from "react";
import { US_STATES, type CheckoutForm } from "@studio/contracts";
import { Button, Checkbox, Input, Radio, RadioGroup, Select, Textarea } from "@studio/design-system";
import { formatPrice, useShippingZones } from "@studio/sdk";
import { EMPTY_CHECKOUT, validateCheckout, type CheckoutErrors, type CheckoutFields } from "./checkout-form.ts";
import * as s from "./checkout.css.ts";

export interface InformationStepProps {
  /** Creates the order and its payment; resolves when the payment step can show. */
  onSubmit: (form: CheckoutForm) => Promise<void>;
  onZoneChange: (zoneId: number | null) => void;
}

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));

/** Step 1, Information: contact, shipping address and method, billing when it differs, notes (spec section 5). */
export function InformationStep({ onSubmit, onZoneChange }: InformationStepProps) {
  const [fields, setFields] = useState<CheckoutFields>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [busy, setBusy] = useState(false);
  const zones = useShippingZones();

  const set = <K extends keyof CheckoutFields>(key: K, value: CheckoutFields[K]) => {
    setFields((before) => ({ ...before, [key]: value }));
    if (errors[key]) setErrors((before) => ({ ...before, [key]: undefined }));
  };
  const text = (key: keyof CheckoutFields) => ({
    value: String(fields[key] ?? ""),
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: errors[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateCheckout(fields);
    if (result.errors) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select, [data-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(result.data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Information">
      <fieldset className={s.group}>
        <legend className={s.legend}>Contact</legend>
        <div data-field="customerName"><Input label="Full name" required autoComplete="name" {...text("customerName")} /></div>
        <div className={s.pair}>
          <div data-field="customerEmail"><Input label="Email" type="email" required autoComplete="email" {...text("customerEmail")} /></div>
          <Input label="Phone" type="tel" autoComplete="tel" hint="Optional, for delivery questions" {...text("phone")} />
        </div>
      </fieldset>

      <fieldset className={s.group}>
        <legend className={s.legend}>Shipping address</legend>
        <div data-field="shippingStreetAddress">
          <Input label="Street address" required autoComplete="shipping address-line1" {...text("shippingStreetAddress")} />
        </div>
        <Input label="Apartment, suite, etc." autoComplete="shipping address-line2" {...text("shippingApartment")} />
        <div className={s.triple}>
          <div data-field="shippingCity"><Input label="City" required autoComplete="shipping address-level2" {...text("shippingCity")} /></div>
          <div data-field="shippingState"><Input label="State" required autoComplete="shipping address-level1" {...text("shippingState")} /></div>
          <div data-field="shippingZipCode">
            <Input label="ZIP code" required inputMode="numeric" autoComplete="shipping postal-code" {...text("shippingZipCode")} />
          </div>
        </div>
        <Input label="Country" autoComplete="shipping country-name" {...text("country")} />
      </fieldset>

      <div data-field="shippingZoneId" tabIndex={-1}>
        {zones.error ? (
          <p className={s.alert} role="alert">Could not load shipping options. Please try again.</p>
        ) : (
          <RadioGroup
            label="Shipping method"
            required
            error={errors.shippingZoneId}
            value={fields.shippingZoneId === null ? undefined : String(fields.shippingZoneId)}
            onValueChange={(value) => {
              set("shippingZoneId", Number(value));
              onZoneChange(Number(value));
            }}
          >
            {zones.isLoading && <p className={s.muted}>Loading shipping options…</p>}
            {zones.data?.map((zone) => (
              <Radio
                key={zone.id}
                value={String(zone.id)}
                label={`${zone.name} — ${formatPrice(zone.baseRateCents, { cents: true }) || "Free"}`}
                hint={[zone.description, zone.additionalItemRateCents
                  ? `${formatPrice(zone.additionalItemRateCents, { cents: true })} for each additional item` : ""].filter(Boolean).join(" · ")}
              />
            ))}
          </RadioGroup>
        )}
      </div>

      <fieldset className={s.group}>
        <legend className={s.legend}>Billing</legend>
        <Checkbox label="Billing address is the same as shipping" checked={fields.billingSameAsShipping}
          onChange={(e) => set("billingSameAsShipping", e.target.checked)} />
        {!fields.billingSameAsShipping && (
          <>
            <Input label="Billing street address" autoComplete="billing address-line1" {...text("billingStreetAddress")} />
            <Input label="Billing apartment, suite, etc." autoComplete="billing address-line2" {...text("billingApartment")} />
            <div className={s.triple}>
              <Input label="Billing city" autoComplete="billing address-level2" {...text("billingCity")} />
              <div data-field="billingState">
                <Select label="Billing state" placeholder="Select" options={STATE_OPTIONS} {...text("billingState")} />
              </div>
              <Input label="Billing ZIP code" inputMode="numeric" autoComplete="billing postal-code" {...text("billingZipCode")} />
            </div>
          </>
        )}
      </fieldset>

      <Textarea label="Order notes" hint="Optional: a gift message, delivery instructions…" rows={3} {...text("notes")} />

      <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
        {busy ? "Creating your order…" : "Continue to Payment"}
      </Button>
    </form>
  );
}
