import { type Image, uploadedImageUrl } from "@studio/contracts";
import { copiesFor } from "./image-rules.ts";

/** The view of a joined image row, or null when the row has no stored image. */
export function storedImageView(id: string | null, width: number | null, height: number | null): Image | null {
  return id && width && height ? imageView(id, width, height) : null;
}

/** The public view of a stored image: a JPEG fallback plus AVIF/WebP/JPEG srcsets for <picture>. */
export function imageView(id: string, width: number, height: number): Image {
  const copies = copiesFor(width);
  const set = (ext: string) => copies.map(([file, px]) => `${uploadedImageUrl(id, file, ext)} ${px}w`).join(", ");
  const middle = copies[Math.min(1, copies.length - 1)][0];
  return { src: uploadedImageUrl(id, middle), width, height, srcset: { avif: set("avif"), webp: set("webp"), jpeg: set("jpg") } };
}
