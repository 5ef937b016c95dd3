import type { Product } from "@studio/contracts";

interface ProductPictureProps {
  product: Product;
  sizes: string;
  /** Loaded straight away (first row of the grid, the product page image); otherwise lazy. */
  eager?: boolean;
  /** The page's LCP image: fetchPriority="high" (only one per page). */
  priority?: boolean;
  className?: string;
}

/**
 * AVIF, then WebP, then JPEG with intrinsic width/height. Like the sdk's Picture, but eager loading and high
 * fetch priority are separate: a grid's whole first row is eager while only its first image is high priority.
 */
export function ProductPicture({ product, sizes, eager = false, priority = false, className }: ProductPictureProps) {
  const { image } = product;
  const img = {
    className, alt: product.altText || product.title, loading: eager || priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined, decoding: "async",
  } as const;
  if (!image) return <img {...img} src={product.imageUrl} width={800} height={1000} />;
  return (
    <picture style={{ display: "contents" }}>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <img {...img} src={image.src} srcSet={image.srcset.jpeg} sizes={sizes} width={image.width} height={image.height} />
    </picture>
  );
}
