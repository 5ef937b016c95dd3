import { useState, type FormEvent } from "react";
import { ZShippingZoneInput, type ShippingZone, type ShippingZoneInput } from "@studio/contracts";
import { Button, Checkbox, Input } from "@studio/design-system";
import { centsToDollars, dollarsToCents } from "../lib/money.ts";
import { createShippingZone, updateShippingZone } from "../lib/shipping-zones.ts";
import { useSave } from "../lib/use-save.ts";
import * as s from "../products/types-manager.css.ts";

/** Adds a shipping option, or edits one in place. Rates are typed in dollars. */
export function ShippingZoneForm({ zone, onDone }: { zone?: ShippingZone; onDone: () => void }) {
  const empty = { name: "", description: "", base: "", additional: "", active: true };
  const [values, setValues] = useState(zone ? {
    name: zone.name, description: zone.description, base: centsToDollars(zone.baseRateCents),
    additional: centsToDollars(zone.additionalItemRateCents), active: zone.active,
  } : empty);
  const { errors, busy, submit } = useSave({
    schema: ZShippingZoneInput,
    save: (input: ShippingZoneInput) => (zone ? updateShippingZone(zone.id, input) : createShippingZone(input)),
    success: zone ? "Shipping option saved" : "Shipping option added",
    onSaved: () => {
      if (!zone) setValues(empty);
      onDone();
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      name: values.name, description: values.description, active: values.active,
      baseRateCents: dollarsToCents(values.base) ?? Number.NaN, additionalItemRateCents: dollarsToCents(values.additional) ?? 0,
    });
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form className={s.form} onSubmit={save} noValidate aria-label={zone ? `Edit ${zone.name}` : "Add a shipping option"}>
      <Input label="Name" required value={values.name} error={errors.name} onChange={set("name")} />
      <Input label="Description" hint="e.g. 5-7 business days" value={values.description} error={errors.description} onChange={set("description")} />
      <Input label="Base rate ($)" required inputMode="decimal" value={values.base} error={errors.baseRateCents} onChange={set("base")} />
      <Input label="Each additional item ($)" inputMode="decimal" value={values.additional} error={errors.additionalItemRateCents} onChange={set("additional")} />
      <Checkbox label="Offered at checkout" checked={values.active} onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))} />
      <div className={s.buttons}>
        <Button type="submit" size="sm" loading={busy}>{zone ? "Save" : "Add shipping option"}</Button>
        {zone && <Button size="sm" variant="ghost" onClick={onDone}>Cancel</Button>}
      </div>
    </form>
  );
}
