import type { Artwork, ArtworkEdit, Product } from "@studio/contracts";

export const artwork = (id: number, title: string, extra: Partial<Artwork> = {}): Artwork => ({
  id, title, description: "", imageUrl: `/img/${id}.jpg`, image: null, altText: "", medium: "Oil", year: 2024,
  dimensions: "30 x 40", category: "murals", status: "available", featured: false, displayOrder: id, available: true,
  priceCents: null, seoTitle: "", seoDescription: "", createdAt: "2025-01-01T00:00:00.000Z", ...extra,
});

export const artworkEdit = (id: number, extra: Partial<ArtworkEdit> = {}): ArtworkEdit => ({
  id, title: "Tide", description: "Sea at dusk", imageId: null, altText: "", medium: "Oil on linen", year: 2025,
  dimensions: "30 x 40", category: "murals", status: "available", featured: false, priceCents: 420000, seoTitle: "",
  seoDescription: "", ...extra,
});

export const product = (id: number, title: string, extra: Partial<Product> = {}): Product => ({
  id, title, description: "", priceCents: 4500, imageUrl: `/p/${id}.jpg`, image: null, altText: "", stock: 10,
  type: "prints", subtype: "paper", available: true, artworkId: null, category: null, featured: false, displayOrder: id,
  height: null, width: null, seoKeywords: "", seoTitle: "", seoDescription: "", createdAt: "2025-01-01T00:00:00.000Z", variants: [], ...extra,
});

/** The JSON bodies sent with a method to a path, in order. */
export function bodies(fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => ((init as RequestInit).body ? JSON.parse(String((init as RequestInit).body)) : undefined));
}
