import { useState } from "react";
import type { Image } from "@studio/contracts";
import * as s from "./picture.css.ts";

export interface FallbackPictureProps {
  /** The stored image (AVIF/WebP/JPEG sources and intrinsic size); null for legacy rows. */
  image: Image | null;
  /** Used when there is no stored image. */
  fallbackSrc: string;
  /** Shown instead when loading fails (e.g. a data: URI placeholder); the failure is logged. */
  errorSrc: string;
  alt: string;
  /** The rendered width, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** "eager" for images in the first viewport; everything else stays lazy. */
  loading?: "eager" | "lazy";
  /** "high" for the page's main image (LCP) only. */
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
}

/**
 * Picture with a separate eager/priority choice and a load-error fallback: on error it logs the
 * URL (console.warn) and shows `errorSrc` at the same intrinsic size, so nothing shifts.
 */
export function FallbackPicture(props: FallbackPictureProps) {
  const { image, fallbackSrc, errorSrc, alt, sizes, loading = "lazy", fetchPriority, className } = props;
  const src = image?.src ?? fallbackSrc;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const width = image?.width ?? 800;
  const height = image?.height ?? 1000;
  const common = { className, alt, width, height, loading, fetchPriority, decoding: "async" as const };

  if (failedSrc === src) return <img {...common} src={errorSrc} />;

  const onError = (event: { currentTarget: HTMLImageElement }) => {
    console.warn("Image failed to load:", event.currentTarget.currentSrc || src);
    setFailedSrc(src);
  };
  if (!image) return <img {...common} src={fallbackSrc} onError={onError} />;
  return (
    <picture className={s.picture}>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <img {...common} src={image.src} srcSet={image.srcset.jpeg} sizes={sizes} onError={onError} />
    </picture>
  );
}
