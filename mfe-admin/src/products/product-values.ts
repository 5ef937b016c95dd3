import type { ProductEdit, ProductType } from "@studio/contracts";
import { centsToDollars, dollarsToCents, numberOr, optionalNumber } from "../lib/money.ts";
import { variantInputs, variantRows, type VariantRow } from "./variants.ts";

/** The product form as typed. */
export interface ProductValues {
  title: string;
  description: string;
  type: ProductType;
  subtype: string;
  artworkId: string;
  imageId: string | null;
  altText: string;
  price: string;
  stock: string;
  category: string;
  featured: boolean;
  available: boolean;
  isLimitedEdition: boolean;
  editionSize: string;
  width: string;
  height: string;
  seoKeywords: string;
  seoTitle: string;
  seoDescription: string;
  variants: VariantRow[];
}

export const TYPE_OPTIONS: { value: ProductType; label: string }[] = [
  { value: "originals", label: "Original painting" },
  { value: "prints", label: "Print" },
  { value: "merchandise", label: "Merchandise" },
];

export const PRINT_SUBTYPES = [
  { value: "paper", label: "Paper print" },
  { value: "canvas", label: "Canvas print" },
  { value: "framed", label: "Framed print" },
  { value: "limited_edition", label: "Limited edition" },
];

export const emptyProduct: ProductValues = {
  title: "", description: "", type: "prints", subtype: "", artworkId: "", imageId: null, altText: "", price: "",
  stock: "1", category: "", featured: false, available: true, isLimitedEdition: false, editionSize: "", width: "",
  height: "", seoKeywords: "", seoTitle: "", seoDescription: "", variants: [],
};

const text = (n: number | null) => (n === null ? "" : String(n));

export function productValues(edit: ProductEdit): ProductValues {
  return {
    title: edit.title, description: edit.description, type: edit.type, subtype: edit.subtype ?? "",
    artworkId: text(edit.artworkId), imageId: edit.imageId, altText: edit.altText, price: centsToDollars(edit.priceCents),
    stock: String(edit.stock), category: edit.category ?? "", featured: edit.featured, available: edit.available,
    isLimitedEdition: edit.isLimitedEdition, editionSize: text(edit.editionSize), width: text(edit.width),
    height: text(edit.height), seoKeywords: edit.seoKeywords, seoTitle: edit.seoTitle, seoDescription: edit.seoDescription,
    variants: variantRows(edit.variants),
  };
}

/** What is sent (after ZProductInput checks it). */
export function productCandidate(v: ProductValues) {
  return {
    title: v.title, description: v.description, type: v.type, subtype: v.subtype || null,
    artworkId: v.artworkId ? Number(v.artworkId) : null, imageId: v.imageId, altText: v.altText,
    priceCents: dollarsToCents(v.price), stock: numberOr(v.stock, 1), category: v.category.trim() || null,
    featured: v.featured, available: v.available, isLimitedEdition: v.isLimitedEdition,
    editionSize: v.isLimitedEdition ? optionalNumber(v.editionSize) : null, width: optionalNumber(v.width),
    height: optionalNumber(v.height), seoKeywords: v.seoKeywords, seoTitle: v.seoTitle, seoDescription: v.seoDescription,
    variants: variantInputs(v.variants),
  };
}
