import type { Image } from "@studio/contracts";
import * as s from "./picture.css.ts";

export interface PictureProps {
  /** The stored image (AVIF/WebP/JPEG sources and intrinsic size); null for legacy rows. */
  image: Image | null;
  /** Used when there is no stored image. */
  fallbackSrc: string;
  alt: string;
  /** The rendered width, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The page's main image (LCP): fetched eagerly with high priority. Every other image is lazy. */
  priority?: boolean;
  className?: string;
}

/** Responsive artwork image: AVIF, then WebP, then JPEG; width/height always set (no layout shift). */
export function Picture({ image, fallbackSrc, alt, sizes, priority = false, className }: PictureProps) {
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  if (!image) {
    return <img className={className} src={fallbackSrc} alt={alt} width={800} height={1000} loading={loading}
      fetchPriority={fetchPriority} decoding="async" />;
  }
  return (
    <picture className={s.picture}>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <img className={className} src={image.src} srcSet={image.srcset.jpeg} sizes={sizes} alt={alt}
        width={image.width} height={image.height} loading={loading} fetchPriority={fetchPriority} decoding="async" />
    </picture>
  );
}
