import { z } from "zod";

/** Money crosses the wire as integer cents (see docs/decisions/002-money-in-cents.md). */
export const ZCents = z.number().int().nonnegative();

/** Widths of an uploaded image's served copies (/uploads/img/<id>/<width>.<avif|webp|jpg>); never wider than the master. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The address of one served copy of an uploaded image ("jpg", "webp" or "avif"). */
export const uploadedImageUrl = (id: string, width: number, ext = "jpg") => `/uploads/img/${id}/${width}.${ext}`;

/** How an image setting (hero, portrait, studio) stores an uploaded image: its largest JPEG copy. */
export const settingImageUrl = (id: string) => uploadedImageUrl(id, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);

/** A stored image: intrinsic size (for width/height attributes) and responsive sources. */
export const ZImage = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  srcset: z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() }),
});
export type Image = z.infer<typeof ZImage>;

export const ZArtworkStatus = z.enum(["available", "sold", "unavailable"]);
export type ArtworkStatus = z.infer<typeof ZArtworkStatus>;

export const ZArtwork = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  image: ZImage.nullable(),
  altText: z.string(),
  medium: z.string(),
  year: z.number().int().nullable(),
  dimensions: z.string(),
  category: z.string(),
  status: ZArtworkStatus,
  featured: z.boolean(),
  displayOrder: z.number().int(),
  available: z.boolean(),
  priceCents: ZCents.nullable(),
  /** The owner's title and description for search results and sharing (empty: the title and description). */
  seoTitle: z.string(),
  seoDescription: z.string(),
  createdAt: z.string(),
});
export type Artwork = z.infer<typeof ZArtwork>;

export const ZProductType = z.enum(["originals", "prints", "merchandise"]);
export type ProductType = z.infer<typeof ZProductType>;

export const ZVariant = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantName: z.string(),
  priceCents: ZCents,
  stock: z.number().int().nonnegative(),
  available: z.boolean(),
  isDefault: z.boolean(),
});
export type Variant = z.infer<typeof ZVariant>;

export const ZProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  priceCents: ZCents,
  imageUrl: z.string(),
  image: ZImage.nullable(),
  altText: z.string(),
  stock: z.number().int().nonnegative(),
  type: ZProductType,
  subtype: z.string().nullable(),
  available: z.boolean(),
  artworkId: z.number().int().nullable(),
  category: z.string().nullable(),
  featured: z.boolean(),
  displayOrder: z.number().int(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  seoKeywords: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  createdAt: z.string(),
  variants: z.array(ZVariant),
});
export type Product = z.infer<typeof ZProduct>;

export const ZNamedType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  displayOrder: z.number().int(),
  active: z.boolean(),
});
export type NamedType = z.infer<typeof ZNamedType>;

export const ZShippingZone = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  baseRateCents: ZCents,
  additionalItemRateCents: ZCents,
  active: z.boolean(),
});
export type ShippingZone = z.infer<typeof ZShippingZone>;
