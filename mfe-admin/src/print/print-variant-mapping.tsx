import { useEffect, useState, type FormEvent } from "react";
import { PRINT_PROVIDER_LABELS, type PrintVariantMapping, ZPrintVariantMappingUpdate, formatAmount } from "@studio/contracts";
import { Button, Select } from "@studio/design-system";
import { ApiError, errorMessage } from "@studio/sdk";
import * as f from "../components/form.css.ts";
import { savePrintVariants, usePrintVariants } from "../lib/admin-print.ts";
import { useSave } from "../lib/use-save.ts";
import * as s from "./print.css.ts";

function MappingForm({ productId, mapping }: { productId: number; mapping: PrintVariantMapping & { provider: NonNullable<PrintVariantMapping["provider"]> } }) {
  const label = PRINT_PROVIDER_LABELS[mapping.provider];
  const initial = () => Object.fromEntries(mapping.variants.map((v) => [v.id, v.providerVariantId ?? ""]));
  const [chosen, setChosen] = useState<Record<number, string>>(initial);
  useEffect(() => setChosen(initial()), [mapping]);
  const { errors, busy, submit } = useSave({
    schema: ZPrintVariantMappingUpdate,
    save: (update) => savePrintVariants(productId, update),
    success: "Provider variants saved",
  });
  const costOf = (id: string) => mapping.providerVariants.find((v) => v.id === id)?.costCents;
  const options = [{ value: "", label: "Not printed (choose a variant)" }, ...mapping.providerVariants.map((v) => ({
    value: v.id, label: `${v.name} — ${formatAmount(v.costCents)}`,
  }))];
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ variants: mapping.variants.map((v) => ({ id: v.id, providerVariantId: chosen[v.id] ?? "" })) });
  };
  return (
    <form className={`${f.panel} ${s.mapping}`} onSubmit={send} noValidate aria-label={`${label} variants`}>
      <div>
        <h2 className={f.panelTitle}>Printed by {label}</h2>
        <p className={f.muted}>Which {label} variant is printed for each of your variants ({label} product {mapping.providerProductId}).</p>
      </div>
      <table className={s.variantTable}>
        <thead><tr><th>Your variant</th><th>Your price</th><th>{label} variant</th><th>{label} cost</th></tr></thead>
        <tbody>
          {mapping.variants.map((v, i) => (
            <tr key={v.id}>
              <td>{v.variantName}</td>
              <td className={s.cost}>{formatAmount(v.priceCents)}</td>
              <td>
                <Select label={`${label} variant for ${v.variantName}`} hideLabel value={chosen[v.id] ?? ""} options={options}
                  error={errors[`variants.${i}.providerVariantId`]} onChange={(e) => setChosen((c) => ({ ...c, [v.id]: e.target.value }))} />
              </td>
              <td className={s.cost}>{chosen[v.id] && costOf(chosen[v.id]) !== undefined ? formatAmount(costOf(chosen[v.id])!) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={f.formActions}>
        <Button type="submit" variant="secondary" loading={busy}>Save provider variants</Button>
      </div>
    </form>
  );
}

/** On a product's edit screen: the print-on-demand mapping, shown only for products a provider prints. */
export function PrintVariantMappingPanel({ productId }: { productId: number }) {
  const { data, error } = usePrintVariants(productId);
  if (error && !(error instanceof ApiError && error.status === 404)) return <p role="alert" className={f.sectionError}>The provider's variants could not be loaded: {errorMessage(error)}</p>;
  if (!data?.provider || data.variants.length === 0) return null;
  return <MappingForm productId={productId} mapping={{ ...data, provider: data.provider }} />;
}
