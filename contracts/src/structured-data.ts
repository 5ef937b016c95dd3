import type { Artwork, Product } from "./catalog.ts";

/**
 * schema.org structured data (JSON-LD) for the pages search engines read (spec section 1): Person for the artist,
 * VisualArtwork for artworks, Product with an Offer for products. URLs are absolute (`origin` is the site's address).
 * List pages describe their first STRUCTURED_DATA_LIMIT items (spec section 9).
 */

export const STRUCTURED_DATA_LIMIT = 5;
export const CURRENCY = "USD";

export type JsonLd = Record<string, unknown>;

/**
 * What a server-rendered page tells search engines and sharing sites: the screens fill it (sdk usePageMeta), the
 * server writes it into the HTML head (api/src/http/page-head.ts).
 */
export interface PageHead {
  description: string;
  /** Path or URL of the sharing image. */
  image: string | null;
  type: "website" | "article" | "product" | "profile";
  /** Canonical path when it differs from the URL's path. */
  path: string | null;
  jsonLd: JsonLd[];
  noindex: boolean;
  siteName: string;
}

/** Plain text of an owner's formatted text, shortened at a word to `max` characters (meta descriptions). */
export function plainText(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

export const absoluteUrl = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`);

export interface ArtistInfo {
  name: string;
  /** The about page's portrait or the hero image. */
  image?: string | null;
  description?: string | null;
  /** Social profile addresses. */
  sameAs?: readonly string[];
}

export function personLd(origin: string, artist: ArtistInfo): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${origin}/about#artist`,
    name: artist.name,
    url: `${origin}/about`,
    jobTitle: "Painter",
    ...(artist.image ? { image: absoluteUrl(origin, artist.image) } : {}),
    ...(artist.description ? { description: plainText(artist.description, 300) } : {}),
    ...(artist.sameAs?.length ? { sameAs: [...artist.sameAs] } : {}),
  };
}

/** "30 x 40" / "30 × 40 in" -> width and height (inches unless the text names another unit). */
function sizeOf(dimensions: string): { width: string; height: string } | null {
  const match = dimensions.match(/([\d.]+)\s*(?:x|×|by)\s*([\d.]+)\s*(cm|mm|m|in|inches|ft|")?/i);
  if (!match) return null;
  const unit = (match[3] ?? "in").toLowerCase();
  const code = unit === "cm" ? "CMT" : unit === "mm" ? "MMT" : unit === "m" ? "MTR" : unit === "ft" ? "FOT" : "INH";
  return { width: `${match[1]} ${code}`, height: `${match[2]} ${code}` };
}

export function visualArtworkLd(origin: string, artwork: Artwork, artistName: string): JsonLd {
  const size = sizeOf(artwork.dimensions);
  return {
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    "@id": `${origin}/gallery?artwork=${artwork.id}`,
    name: artwork.title,
    url: `${origin}/gallery?artwork=${artwork.id}`,
    image: absoluteUrl(origin, artwork.imageUrl),
    ...(artwork.seoDescription || artwork.description ? { description: plainText(artwork.seoDescription || artwork.description, 300) } : {}),
    creator: { "@type": "Person", name: artistName, "@id": `${origin}/about#artist` },
    ...(artwork.medium ? { artMedium: artwork.medium } : {}),
    ...(artwork.year ? { dateCreated: String(artwork.year) } : {}),
    ...(artwork.category ? { artform: artwork.category.replace(/-/g, " ") } : {}),
    ...(size ? { width: size.width, height: size.height } : {}),
  };
}

/** The lowest price a buyer can pay (a product's variants may differ), in cents. */
function lowestPrice(product: Product): number {
  const prices = product.variants.filter((v) => v.available).map((v) => v.priceCents);
  return prices.length ? Math.min(...prices) : product.priceCents;
}

/** In stock when the product is offered and it (or one of its sizes) has stock. */
export function productInStock(product: Product): boolean {
  if (!product.available) return false;
  return product.variants.length ? product.variants.some((v) => v.available && v.stock > 0) : product.stock > 0;
}

export const productPath = (id: number) => `/shop/product/${id}`;

export function productLd(origin: string, product: Product, brand: string): JsonLd {
  const url = absoluteUrl(origin, productPath(product.id));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.title,
    url,
    image: absoluteUrl(origin, product.imageUrl),
    ...(product.seoDescription || product.description ? { description: plainText(product.seoDescription || product.description, 300) } : {}),
    sku: `P${product.id}`,
    brand: { "@type": "Brand", name: brand },
    ...(product.category ? { category: product.category } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: (lowestPrice(product) / 100).toFixed(2),
      priceCurrency: CURRENCY,
      availability: productInStock(product) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}
