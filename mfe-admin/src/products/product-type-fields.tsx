import type { ProductType } from "@studio/contracts";
import { Select } from "@studio/design-system";
import { useAdminArtworks, useAdminTypes } from "../lib/admin-data.ts";
import type { FieldErrors } from "@studio/sdk";
import { PRINT_SUBTYPES, TYPE_OPTIONS, type ProductValues } from "./product-values.ts";
import * as f from "../components/form.css.ts";

interface Props {
  values: ProductValues;
  errors: FieldErrors;
  set: (patch: Partial<ProductValues>) => void;
}

/** Subtypes of the chosen type: print kinds, or the owner's original and merchandise types. */
function useSubtypeOptions(type: ProductType, current: string) {
  const originals = useAdminTypes("original-types", type === "originals");
  const merchandise = useAdminTypes("merchandise-types", type === "merchandise");
  const named = (type === "originals" ? originals.data : merchandise.data) ?? [];
  const options = type === "prints"
    ? PRINT_SUBTYPES
    : named.filter((t) => t.active || t.name === current).map((t) => ({ value: t.name, label: t.name }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return options;
}

/** Type, subtype (depending on the type) and the artwork the product reproduces. */
export function ProductTypeFields({ values, errors, set }: Props) {
  const subtypes = useSubtypeOptions(values.type, values.subtype);
  const artworks = useAdminArtworks();
  const changeType = (type: ProductType) => set({
    type,
    subtype: "",
    ...(type === "originals" && Number(values.stock) > 1 ? { stock: "1" } : {}),
  });
  return (
    <div className={f.row}>
      <Select label="Type" name="type" required value={values.type} options={TYPE_OPTIONS} error={errors.type}
        onChange={(e) => changeType(e.target.value as ProductType)} />
      <Select label="Subtype" name="subtype" value={values.subtype} error={errors.subtype}
        options={[{ value: "", label: "None" }, ...subtypes]} onChange={(e) => set({ subtype: e.target.value })} />
      <Select label="Artwork" name="artworkId" value={values.artworkId} error={errors.artworkId}
        options={[{ value: "", label: "Not linked" }, ...[...(artworks.data ?? [])].sort((a, b) => a.title.localeCompare(b.title)).map((a) => ({ value: String(a.id), label: a.title }))]}
        onChange={(e) => set({ artworkId: e.target.value })} />
    </div>
  );
}
