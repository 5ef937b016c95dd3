import { useState, type FormEvent } from "react";
import type { Image } from "@studio/contracts";
import { Button, Checkbox, Input, Select, Textarea } from "@studio/design-system";
import { CollapsibleSection } from "../components/collapsible-section.tsx";
import { ImageUpload } from "../components/image-upload.tsx";
import { categoryLabel, useGalleryCategories } from "../lib/admin-data.ts";
import type { FieldErrors } from "@studio/sdk";
import { STATUS_OPTIONS, type ArtworkValues } from "./artwork-values.ts";
import * as s from "../components/form.css.ts";

interface ArtworkFormProps {
  initial: ArtworkValues;
  initialImage: Image | null;
  errors: FieldErrors;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: ArtworkValues) => void;
}

/** Every ArtworkInput field; the values stay as typed whatever the outcome of a save. */
export function ArtworkForm({ initial, initialImage, errors, busy, submitLabel, onSubmit }: ArtworkFormProps) {
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState(initialImage);
  const categories = useGalleryCategories();
  const set = (patch: Partial<ArtworkValues>) => setValues((v) => ({ ...v, ...patch }));
  const text = (key: keyof ArtworkValues) => ({
    name: key, value: values[key] as string, error: errors[key],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className={s.formLayout} onSubmit={submit} noValidate>
      <div className={s.column}>
        <ImageUpload label="Image" image={image} error={errors.imageId}
          onUploaded={(up) => { setImage(up.image); set({ imageId: up.id }); }}
          onRemove={() => { setImage(null); set({ imageId: null }); }} />
        <Input label="Alt text" hint="Describes the painting for people who cannot see it." {...text("altText")} />
      </div>
      <div className={s.column}>
        <section className={s.panel} aria-labelledby="artwork-details">
          <h2 id="artwork-details" className={s.panelTitle}>Details</h2>
          <Input label="Title" required {...text("title")} />
          <Textarea label="Description" rows={5} {...text("description")} />
          <div className={s.row}>
            <Input label="Category" list="gallery-categories" hint="A gallery category, e.g. murals" {...text("category")} />
            <Input label="Medium" placeholder="Oil on linen" {...text("medium")} />
          </div>
          <datalist id="gallery-categories">
            {categories.map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
          </datalist>
          <div className={s.row}>
            <Input label="Year" inputMode="numeric" placeholder="2025" {...text("year")} />
            <Input label="Dimensions" placeholder="30 x 40" hint="Width x height" {...text("dimensions")} />
          </div>
        </section>
        <section className={s.panel} aria-labelledby="artwork-sale">
          <h2 id="artwork-sale" className={s.panelTitle}>Sale</h2>
          <div className={s.row}>
            <Select label="Status" name="status" value={values.status} options={STATUS_OPTIONS} error={errors.status}
              onChange={(e) => set({ status: e.target.value as ArtworkValues["status"] })} />
            <Input label="Price" startAdornment="$" inputMode="decimal" placeholder="0.00" {...text("price")}
              error={errors.priceCents} hint="Leave empty when there is no price" />
          </div>
          <Checkbox label="Featured" hint="Shown on the home page and in the featured gallery" checked={values.featured}
            onChange={(e) => set({ featured: e.target.checked })} />
        </section>
        <CollapsibleSection title="Search engines (SEO)" open={Boolean(errors.seoTitle || errors.seoDescription)}>
          <Input label="SEO title" hint="Defaults to the title" {...text("seoTitle")} />
          <Textarea label="SEO description" rows={3} {...text("seoDescription")} />
        </CollapsibleSection>
        <div className={s.formActions}>
          <Button type="submit" loading={busy}>{submitLabel}</Button>
        </div>
      </div>
    </form>
  );
}
