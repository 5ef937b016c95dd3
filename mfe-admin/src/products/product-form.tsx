import { useState, type FormEvent } from "react";
import type { Image } from "@studio/contracts";
import { Button, Checkbox, Input, Textarea } from "@studio/design-system";
import { CollapsibleSection } from "../components/collapsible-section.tsx";
import { useProductCategories } from "../lib/admin-data.ts";
import type { FieldErrors } from "@studio/sdk";
import { ProductImageField } from "./product-image-field.tsx";
import { ProductTypeFields } from "./product-type-fields.tsx";
import type { ProductValues } from "./product-values.ts";
import { VariantEditor } from "./variant-editor.tsx";
import * as s from "../components/form.css.ts";

interface ProductFormProps {
  initial: ProductValues;
  initialImage: Image | null;
  errors: FieldErrors;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: ProductValues) => void;
}

/** Every ProductInput field and the variant editor; values stay as typed whatever the outcome of a save. */
export function ProductForm({ initial, initialImage, errors, busy, submitLabel, onSubmit }: ProductFormProps) {
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState(initialImage);
  const categories = useProductCategories();
  const set = (patch: Partial<ProductValues>) => setValues((v) => ({ ...v, ...patch }));
  const text = (key: keyof ProductValues, errorKey: string = key) => ({
    name: key, value: values[key] as string, error: errors[errorKey],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
  });
  const original = values.type === "originals";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className={s.formLayout} onSubmit={submit} noValidate>
      <div className={s.column}>
        <ProductImageField image={image} artworkId={values.artworkId} error={errors.imageId}
          onChange={(imageId, next) => { setImage(next); set({ imageId }); }} />
        <Input label="Alt text" hint="Describes the image for people who cannot see it." {...text("altText")} />
      </div>
      <div className={s.column}>
        <section className={s.panel} aria-labelledby="product-details">
          <h2 id="product-details" className={s.panelTitle}>Details</h2>
          <Input label="Title" required {...text("title")} />
          <Textarea label="Description" rows={4} {...text("description")} />
          <ProductTypeFields values={values} errors={errors} set={set} />
          <Input label="Category" list="product-categories" hint="Groups products in the shop" {...text("category")} />
          <datalist id="product-categories">{categories.data?.map((c) => <option key={c} value={c} />)}</datalist>
        </section>
        <section className={s.panel} aria-labelledby="product-sale">
          <h2 id="product-sale" className={s.panelTitle}>Price and stock</h2>
          <div className={s.row}>
            <Input label="Price" required startAdornment="$" inputMode="decimal" placeholder="0.00" {...text("price", "priceCents")} />
            <Input label="Stock" type="number" min={0} max={original ? 1 : undefined} {...text("stock")}
              hint={original ? "An original is one of a kind: 0 or 1" : undefined} />
          </div>
          <div className={s.toggles}>
            <Checkbox label="Available" hint="Shown and sold in the shop" checked={values.available}
              onChange={(e) => set({ available: e.target.checked })} />
            <Checkbox label="Featured" hint="Shown among the featured products" checked={values.featured}
              onChange={(e) => set({ featured: e.target.checked })} />
          </div>
          <Checkbox label="Limited edition" checked={values.isLimitedEdition}
            onChange={(e) => set({ isLimitedEdition: e.target.checked })} />
          {values.isLimitedEdition && <Input label="Edition size" inputMode="numeric" {...text("editionSize")} />}
          <div className={s.row}>
            <Input label="Width (in)" inputMode="decimal" {...text("width")} />
            <Input label="Height (in)" inputMode="decimal" {...text("height")} />
          </div>
        </section>
        <VariantEditor rows={values.variants} errors={errors} onChange={(variants) => set({ variants })} />
        <CollapsibleSection title="Search engines (SEO)" open={Boolean(errors.seoTitle || errors.seoDescription || errors.seoKeywords)}>
          <Input label="SEO title" hint="Defaults to the title" {...text("seoTitle")} />
          <Textarea label="SEO description" rows={3} {...text("seoDescription")} />
          <Input label="Keywords" hint="Comma separated" {...text("seoKeywords")} />
        </CollapsibleSection>
        <div className={s.formActions}>
          <Button type="submit" loading={busy}>{submitLabel}</Button>
        </div>
      </div>
    </form>
  );
}
