import { useState } from "react";
import { settingImageUrl, type Image } from "@studio/contracts";
import { ImageUpload } from "../components/image-upload.tsx";
import { storedImage } from "./setting-values.ts";
import * as f from "../components/form.css.ts";
import * as s from "./settings.css.ts";

interface ImageFieldProps {
  label: string;
  /** The image's URL; empty when there is none. */
  value: string;
  help?: string;
  error?: string;
  onChange: (value: string) => void;
}

/** An image setting: upload (stored as the image's URL) with a preview, or remove (stored as empty). */
export function ImageField({ label, value, help, error, onChange }: ImageFieldProps) {
  // The image just uploaded, with its real size, for the preview.
  const [uploaded, setUploaded] = useState<{ url: string; image: Image } | null>(null);
  const image = !value ? null : uploaded?.url === value ? uploaded.image : storedImage(value);
  return (
    <div className={s.field}>
      <ImageUpload label={label} image={image} error={error} onRemove={() => onChange("")}
        onUploaded={({ id, image: view }) => {
          const url = settingImageUrl(id);
          setUploaded({ url, image: view });
          onChange(url);
        }} />
      {help && <p className={f.muted}>{help}</p>}
    </div>
  );
}
