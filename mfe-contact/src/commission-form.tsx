import type { FormEvent } from "react";
import { COMMISSION_TYPES, COMMISSION_UNITS, type CommissionType, ZCommissionRequestInput, estimateCents } from "@studio/contracts";
import { Button, Checkbox, Input, Radio, RadioGroup, Select, Textarea, useToast } from "@studio/design-system";
import { api } from "@studio/sdk";
import { Estimator } from "./estimator.tsx";
import { useAccepting, useCommissionType, useMultipliers } from "./use-commission.ts";
import { useForm } from "./use-form.ts";
import * as s from "./contact.css.ts";

const EMPTY = {
  commissionType: "paintings" as CommissionType,
  height: "",
  width: "",
  subcategoryId: "",
  customerName: "",
  customerEmail: "",
  location: "",
  subject: "",
  message: "",
  subscribeToNewsletter: false,
};

/**
 * Commission Request: the type (Paintings or Murals), the estimator, and the details. The request carries the
 * spec's payload; the server computes its own estimate from the two numbers. Success resets form and estimator.
 */
export function CommissionForm() {
  const { toast } = useToast();
  const multipliers = useMultipliers();
  const accepting = useAccepting();
  const form = useForm({
    initial: EMPTY,
    schema: ZCommissionRequestInput,
    send: (data) => api.post("/api/commission/requests", data),
  });
  const { values } = form;
  const { subcategories } = useCommissionType(values.commissionType);
  const open = accepting[values.commissionType];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = multipliers && estimateCents(values.commissionType, values.height, values.width, multipliers);
    const result = await form.submit({
      ...values,
      subcategoryId: values.subcategoryId ? Number(values.subcategoryId) : null,
      dimensions: values.height && values.width ? `${values.height} × ${values.width}` : "",
      estimatedPrice: cents === null || cents === undefined ? undefined : cents / 100,
      categoryId: 1,
    });
    if (result.ok) {
      toast({
        title: "Commission Request Submitted!",
        description: "Thank you for your commission request! We will review it and get back to you soon.",
        variant: "success",
      });
      form.reset();
    } else if (result.message) {
      toast({ title: `Failed to submit commission request: ${result.message}`, variant: "error" });
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Request a commission">
      <RadioGroup
        label="Commission Type"
        name="commissionType"
        value={values.commissionType}
        onValueChange={(v) => {
          form.set("commissionType", v as CommissionType);
          form.set("subcategoryId", "");
        }}
        orientation="horizontal"
        error={form.errors.commissionType || undefined}
        className={s.typeChoice}
      >
        {COMMISSION_TYPES.map((type) => (
          <Radio
            key={type}
            value={type}
            label={COMMISSION_UNITS[type].category}
            hint={accepting[type] ? "Available" : "Not accepting commissions right now"}
          />
        ))}
      </RadioGroup>

      {open ? (
        <>
          <Estimator
            type={values.commissionType}
            height={values.height}
            width={values.width}
            onChange={(field, value) => form.set(field, value)}
            multipliers={multipliers}
          />

          <fieldset className={s.group}>
            <legend className={s.legend}>Your commission</legend>
            {subcategories.length > 0 && (
              <Select
                label="Kind of work"
                name="subcategoryId"
                value={values.subcategoryId}
                onChange={(e) => form.set("subcategoryId", e.target.value)}
                options={[{ value: "", label: "Not sure yet" }, ...subcategories.map((sub) => ({ value: String(sub.id), label: sub.name }))]}
                error={form.errors.subcategoryId || undefined}
              />
            )}
            <div className={s.pair}>
              <Input label="Name" required autoComplete="name" maxLength={200} {...form.text("customerName")} />
              <Input label="Email" type="email" required autoComplete="email" maxLength={254} {...form.text("customerEmail")} />
            </div>
            <Input label="Location" autoComplete="address-level2" maxLength={200} hint="City and country, where the work will live."
              {...form.text("location")} />
            <Input label="Subject" required maxLength={200} {...form.text("subject")} />
            <Textarea label="Describe your commission idea" required rows={7} maxLength={5000}
              hint="The subject, mood, colours, where it will hang, and any date that matters." {...form.text("message")} />
            <Checkbox
              label="Send me the studio newsletter"
              checked={values.subscribeToNewsletter}
              onChange={(e) => form.set("subscribeToNewsletter", e.target.checked)}
            />
          </fieldset>
          <div>
            <Button type="submit" loading={form.busy}>Submit Commission Request</Button>
          </div>
        </>
      ) : (
        <p className={s.closed} role="status">
          {COMMISSION_UNITS[values.commissionType].category} commissions are closed at the moment. Send a general inquiry to be told when
          they open again.
        </p>
      )}
    </form>
  );
}
