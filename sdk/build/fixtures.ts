/** Typed sample rows for screen tests (shapes from @studio/contracts). */
import type { Artwork, Product } from "@studio/contracts";

export function artwork(id: number, patch: Partial<Artwork> = {}): Artwork {
  return {
    id, title: `Artwork ${id}`, description: "", imageUrl: `/img/a${id}.jpg`, image: null, altText: "", medium: "Oil on linen",
    year: 2024, dimensions: "30 x 40", category: "imaginative-realism", status: "available", featured: false,
    displayOrder: id, available: true, priceCents: null, seoTitle: "", seoDescription: "", createdAt: "2025-01-01T00:00:00.000Z", ...patch,
  };
}

export function product(id: number, patch: Partial<Product> = {}): Product {
  return {
    id, title: `Product ${id}`, description: "A print.", priceCents: 4500, imageUrl: `/img/p${id}.jpg`, image: null, altText: "",
    stock: 10, type: "prints", subtype: "paper", available: true, artworkId: null, category: null, featured: false,
    displayOrder: id, height: null, width: null, seoKeywords: "", seoTitle: "", seoDescription: "", createdAt: "2025-01-01T00:00:00.000Z", variants: [], ...patch,
  };
}
