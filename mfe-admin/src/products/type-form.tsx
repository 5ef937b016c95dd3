import { useState, type FormEvent } from "react";
import { ZNamedTypeInput, type NamedType, type NamedTypeInput } from "@studio/contracts";
import { Button, Checkbox, Input } from "@studio/design-system";
import type { TypeKind } from "../lib/admin-api.ts";
import { createType, updateType } from "../lib/admin-api.ts";
import { optionalNumber } from "../lib/money.ts";
import { useSave } from "../lib/use-save.ts";
import * as s from "./types-manager.css.ts";

interface Props {
  kind: TypeKind;
  type?: NamedType;
  onDone: () => void;
}

/** Adds a type, or edits one in place. */
export function TypeForm({ kind, type, onDone }: Props) {
  const [values, setValues] = useState({
    name: type?.name ?? "", description: type?.description ?? "", displayOrder: String(type?.displayOrder ?? 0), active: type?.active ?? true,
  });
  const { errors, busy, submit } = useSave({
    schema: ZNamedTypeInput,
    save: (input: NamedTypeInput) => (type ? updateType(kind, type.id, input) : createType(kind, input)),
    success: type ? "Type saved" : "Type added",
    onSaved: () => {
      if (!type) setValues({ name: "", description: "", displayOrder: "0", active: true });
      onDone();
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit({ ...values, displayOrder: optionalNumber(values.displayOrder) ?? 0 });
  };
  return (
    <form className={s.form} onSubmit={save} noValidate aria-label={type ? `Edit ${type.name}` : "Add a type"}>
      <Input label="Name" required value={values.name} error={errors.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
      <Input label="Description" value={values.description} error={errors.description}
        onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))} />
      <Input label="Order" inputMode="numeric" value={values.displayOrder} error={errors.displayOrder} fieldClassName={s.order}
        onChange={(e) => setValues((v) => ({ ...v, displayOrder: e.target.value }))} />
      <Checkbox label="Active" checked={values.active} onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))} />
      <div className={s.buttons}>
        <Button type="submit" size="sm" loading={busy}>{type ? "Save" : "Add type"}</Button>
        {type && <Button size="sm" variant="ghost" onClick={onDone}>Cancel</Button>}
      </div>
    </form>
  );
}
