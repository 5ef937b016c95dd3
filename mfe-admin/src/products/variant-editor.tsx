import { useId } from "react";
import { Button, Checkbox, Input, Radio } from "@studio/design-system";
import type { FieldErrors } from "@studio/sdk";
import { addVariant, removeVariant, setDefaultVariant, updateVariant, type VariantRow } from "./variants.ts";
import * as f from "../components/form.css.ts";
import * as s from "./variant-editor.css.ts";

interface VariantEditorProps {
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  errors: FieldErrors;
}

/** Sizes or finishes of one product, each with its price and stock; exactly one is the default. */
export function VariantEditor({ rows, onChange, errors }: VariantEditorProps) {
  const group = useId();
  const error = (i: number, field: string) => errors[`variants.${i}.${field}`];
  return (
    <section className={f.panel} aria-labelledby={`${group}-title`}>
      <div>
        <h2 id={`${group}-title`} className={f.panelTitle}>Variants</h2>
        <p className={f.muted}>Optional: sizes or finishes with their own price. The default one is preselected in the shop.</p>
      </div>
      {errors.variants && <p className={f.sectionError} role="alert">{errors.variants}</p>}
      {rows.length > 0 && (
        <ul className={s.rows} aria-label="Variants">
          {rows.map((row, i) => (
            <li key={row.key} className={s.row}>
              <Input label="Name" value={row.variantName} error={error(i, "variantName")} fieldClassName={s.name}
                onChange={(e) => onChange(updateVariant(rows, row.key, { variantName: e.target.value }))} />
              <Input label="Price" startAdornment="$" inputMode="decimal" value={row.price} error={error(i, "priceCents")}
                onChange={(e) => onChange(updateVariant(rows, row.key, { price: e.target.value }))} />
              <Input label="Stock" inputMode="numeric" value={row.stock} error={error(i, "stock")}
                onChange={(e) => onChange(updateVariant(rows, row.key, { stock: e.target.value }))} />
              <div className={s.flags}>
                <Checkbox label="Available" checked={row.available}
                  onChange={(e) => onChange(updateVariant(rows, row.key, { available: e.target.checked }))} />
                <Radio name={`${group}-default`} value={row.key} label="Default" checked={row.isDefault}
                  onChange={() => onChange(setDefaultVariant(rows, row.key))} />
                <Button variant="ghost" size="sm" className={s.remove} aria-label={`Remove variant ${i + 1}${row.variantName ? ` (${row.variantName})` : ""}`}
                  onClick={() => onChange(removeVariant(rows, row.key))}>Remove</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange(addVariant(rows))}>Add variant</Button>
      </div>
    </section>
  );
}
