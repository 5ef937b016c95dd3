import { z } from "zod";
import { ZArtworkStatus, ZProductType } from "./catalog.ts";

/** What the owner edits. Messages are shown next to the field as they are. */
const ZTitle = z.string().trim().min(1, "Title is required").max(200, "Title is too long (200 characters at most)");
const ZText = (max: number, label: string) => z.string().trim().max(max, `${label} is too long (${max.toLocaleString("en-US")} characters at most)`);
const ZMoneyCents = z.number({ message: "Price must be a number" }).int("Price must be in whole cents").min(0, "Price cannot be negative").max(100_000_000, "Price is too high");
const ZImageId = z.string().regex(/^[a-f0-9]{32}$/, "Unknown image").nullable();
const ZSlug = z.string().trim().max(60).regex(/^[a-z0-9-]*$/, "Use lowercase letters, digits and dashes");

export const ZArtworkInput = z.object({
  title: ZTitle,
  description: ZText(5000, "Description").default(""),
  imageId: ZImageId.default(null),
  altText: ZText(300, "Alt text").default(""),
  medium: ZText(120, "Medium").default(""),
  year: z.number({ message: "Year must be a number" }).int().min(1900, "Year must be 1900 or later").max(2200, "Year is too far ahead").nullable().default(null),
  dimensions: z.string().trim().regex(/^$|^\d+(\.\d+)?\s*x\s*\d+(\.\d+)?$/, "Use the form W x H, e.g. 30 x 40").default(""),
  category: ZSlug.default(""),
  status: ZArtworkStatus.default("available"),
  featured: z.boolean().default(false),
  priceCents: ZMoneyCents.nullable().default(null),
  seoTitle: ZText(120, "SEO title").default(""),
  seoDescription: ZText(300, "SEO description").default(""),
});
export type ArtworkInput = z.infer<typeof ZArtworkInput>;

/** Quick changes from the artwork list. (Not `ZArtworkInput.partial()`: zod keeps defaults inside partial(),
 * so absent fields would be reset.) */
export const ZArtworkPatch = z.object({
  status: ZArtworkStatus.optional(),
  featured: z.boolean().optional(),
});
export type ArtworkPatch = z.infer<typeof ZArtworkPatch>;

export const ZVariantInput = z.object({
  id: z.number().int().positive().optional(),
  variantName: z.string().trim().min(1, "Variant name is required").max(100),
  priceCents: ZMoneyCents,
  stock: z.number({ message: "Stock must be a number" }).int("Stock must be a whole number").min(0, "Stock cannot be negative").default(999),
  available: z.boolean().default(true),
  isDefault: z.boolean().default(false),
});
export type VariantInput = z.infer<typeof ZVariantInput>;

export const ZProductInput = z.object({
  title: ZTitle,
  description: ZText(5000, "Description").default(""),
  priceCents: ZMoneyCents,
  imageId: ZImageId.default(null),
  altText: ZText(300, "Alt text").default(""),
  stock: z.number({ message: "Stock must be a number" }).int("Stock must be a whole number").min(0, "Stock cannot be negative").default(1),
  type: ZProductType,
  subtype: z.string().trim().max(100).nullable().default(null),
  available: z.boolean().default(true),
  artworkId: z.number().int().positive().nullable().default(null),
  category: z.string().trim().max(100).nullable().default(null),
  featured: z.boolean().default(false),
  height: z.number().positive("Height must be above 0").max(100_000).nullable().default(null),
  width: z.number().positive("Width must be above 0").max(100_000).nullable().default(null),
  seoKeywords: ZText(500, "Keywords").default(""),
  seoTitle: ZText(120, "SEO title").default(""),
  seoDescription: ZText(300, "SEO description").default(""),
  isLimitedEdition: z.boolean().default(false),
  editionSize: z.number().int().positive().nullable().default(null),
  variants: z.array(ZVariantInput).max(50, "At most 50 variants").default([]),
}).superRefine((p, ctx) => {
  if (p.type === "originals" && p.stock > 1) {
    ctx.addIssue({ code: "custom", path: ["stock"], message: "An original is one of a kind: stock is 0 or 1" });
  }
  const names = p.variants.map((v) => v.variantName.toLowerCase());
  if (new Set(names).size !== names.length) ctx.addIssue({ code: "custom", path: ["variants"], message: "Variant names must be unique" });
  if (p.variants.filter((v) => v.isDefault).length > 1) {
    ctx.addIssue({ code: "custom", path: ["variants"], message: "Only one variant can be the default" });
  }
});
export type ProductInput = z.infer<typeof ZProductInput>;

export const ZProductPatch = z.object({
  available: z.boolean().optional(),
  featured: z.boolean().optional(),
  stock: z.number().int().min(0, "Stock cannot be negative").optional(),
});
export type ProductPatch = z.infer<typeof ZProductPatch>;

export const ZReorder = z.object({
  ids: z.array(z.number().int().positive()).min(1, "Nothing to reorder").max(10_000),
});

export const ZNamedTypeInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is too long (100 characters at most)"),
  description: ZText(1000, "Description").default(""),
  displayOrder: z.number().int().default(0),
  active: z.boolean().default(true),
});
export type NamedTypeInput = z.infer<typeof ZNamedTypeInput>;

/** What the admin edit screens load: the stored values in input shape, ready to put back in the form. */
export type ArtworkEdit = ArtworkInput & { id: number };
export type ProductEdit = Omit<ProductInput, "variants"> & { id: number; variants: (VariantInput & { id: number })[] };

/** A shipping option the owner offers: a base rate for the first item, an additional-item rate for each further one. */
export const ZShippingZoneInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is too long (100 characters at most)"),
  description: ZText(500, "Description").default(""),
  baseRateCents: z.number({ message: "Base rate must be a number" }).int("Base rate must be in whole cents").min(0, "Base rate cannot be negative"),
  additionalItemRateCents: z.number({ message: "Additional item rate must be a number" }).int("Additional item rate must be in whole cents")
    .min(0, "Additional item rate cannot be negative").default(0),
  active: z.boolean().default(true),
});
export type ShippingZoneInput = z.infer<typeof ZShippingZoneInput>;
