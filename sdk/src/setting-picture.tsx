import { IMAGE_WIDTHS, uploadedImageUrl } from "@studio/contracts";
import * as s from "./picture.css.ts";

/** An uploaded image's URL as an image setting stores it: /uploads/img/<id>/<width>.<format>. */
const UPLOADED = /^\/uploads\/img\/([a-f0-9]{32})\/\d+\.(?:jpg|webp|avif)$/;

export interface SettingPictureProps {
  /** The setting's value: an uploaded image's URL (responsive copies are served) or any other image address. */
  src: string;
  alt: string;
  sizes: string;
  /** Nominal size for the width/height attributes; the caller's CSS sets the box (aspect-ratio, object-fit). */
  width?: number;
  height?: number;
  priority?: boolean;
  className?: string;
}

/** An image chosen in the site settings (hero, portrait, studio): AVIF, WebP and JPEG copies when it was uploaded. */
export function SettingPicture({ src, alt, sizes, width = 800, height = 1000, priority = false, className }: SettingPictureProps) {
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  const id = src.match(UPLOADED)?.[1];
  if (!id) return <img className={className} src={src} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" />;
  const set = (ext: string) => IMAGE_WIDTHS.map((w) => `${uploadedImageUrl(id, w, ext)} ${w}w`).join(", ");
  return (
    <picture className={s.picture}>
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={set("webp")} sizes={sizes} />
      <img className={className} src={uploadedImageUrl(id, 960)} srcSet={set("jpg")} sizes={sizes} alt={alt}
        width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" />
    </picture>
  );
}
