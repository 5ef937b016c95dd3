import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import type { Image } from "@studio/contracts";
import { Button, visuallyHiddenClass } from "@studio/design-system";
import { errorMessage } from "@studio/sdk";
import { cx } from "../lib/cx.ts";
import { imageFileProblem, uploadImage, type UploadedImage } from "../lib/upload-image.ts";
import * as s from "./image-upload.css.ts";

interface ImageUploadProps {
  label: string;
  /** The current image, shown as the preview. */
  image: Image | null;
  onUploaded: (uploaded: UploadedImage) => void;
  onRemove: () => void;
  error?: string;
}

/** Drop or choose an image: it uploads at once, with progress, and the stored image becomes the preview. */
export function ImageUpload({ label, image, onUploaded, onRemove, error }: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => { if (localUrl) URL.revokeObjectURL(localUrl); }, [localUrl]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const invalid = imageFileProblem(file);
    setProblem(invalid);
    if (invalid) return;
    setLocalUrl(URL.createObjectURL(file));
    setProgress(0);
    try {
      onUploaded(await uploadImage(file, setProgress));
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setProgress(null);
      setLocalUrl(null);
      if (input.current) input.current.value = "";
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  const uploading = progress !== null;
  const shown = localUrl ?? image?.src ?? null;
  const message = problem ?? error;
  return (
    <div className={s.root}>
      <span className={s.label} id={`${id}-label`}>{label}</span>
      <div
        className={cx(s.zone, dragging && s.dragging, message && s.invalid)}
        aria-labelledby={`${id}-label`}
        role="group"
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {shown && <img className={s.preview} src={shown} alt="Preview of the chosen image" width={image?.width}
          height={image?.height} />}
        {uploading && (
          <div className={s.progress} role="progressbar" aria-label="Uploading image" aria-valuemin={0} aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}>
            <div className={s.progressBar} style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
        {!shown && <p className={s.hint}>Drag an image here, or choose one.<br />JPEG, PNG, WebP or AVIF, up to 20 MB, at least 200 px each side.</p>}
        <div className={s.buttons}>
          <Button variant="secondary" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
            {shown ? "Replace image" : "Choose image"}
          </Button>
          {image && !uploading && <Button variant="ghost" size="sm" onClick={onRemove}>Remove</Button>}
        </div>
        <input ref={input} className={visuallyHiddenClass} type="file" aria-label={`${label} file`} tabIndex={-1}
          accept="image/jpeg,image/png,image/webp,image/avif" onChange={(e) => void upload(e.target.files?.[0])} />
      </div>
      {message && <p className={s.error} role="alert">{message}</p>}
    </div>
  );
}
