import type { ArtworkEdit, ArtworkStatus } from "@studio/contracts";
import { centsToDollars, dollarsToCents, optionalNumber } from "../lib/money.ts";

/** The artwork form as typed: text for the number fields, dollars for the price. */
export interface ArtworkValues {
  title: string;
  description: string;
  imageId: string | null;
  altText: string;
  medium: string;
  year: string;
  dimensions: string;
  category: string;
  status: ArtworkStatus;
  featured: boolean;
  price: string;
  seoTitle: string;
  seoDescription: string;
}

export const STATUS_OPTIONS: { value: ArtworkStatus; label: string }[] = [
  { value: "available", label: "Available" },
  { value: "sold", label: "Sold" },
  { value: "unavailable", label: "Not For Sale" },
];

export const emptyArtwork: ArtworkValues = {
  title: "", description: "", imageId: null, altText: "", medium: "", year: "", dimensions: "", category: "",
  status: "available", featured: false, price: "", seoTitle: "", seoDescription: "",
};

export function artworkValues(edit: ArtworkEdit): ArtworkValues {
  return {
    title: edit.title, description: edit.description, imageId: edit.imageId, altText: edit.altText, medium: edit.medium,
    year: edit.year === null ? "" : String(edit.year), dimensions: edit.dimensions, category: edit.category,
    status: edit.status, featured: edit.featured, price: centsToDollars(edit.priceCents), seoTitle: edit.seoTitle,
    seoDescription: edit.seoDescription,
  };
}

/** What is sent (after ZArtworkInput checks it): cents, numbers, null for empty. */
export function artworkCandidate(values: ArtworkValues) {
  const { price, year, ...rest } = values;
  return { ...rest, year: optionalNumber(year), priceCents: dollarsToCents(price) };
}
