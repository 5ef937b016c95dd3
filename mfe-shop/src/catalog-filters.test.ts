import { describe, expect, it } from "vitest";
import type { Variant } from "@studio/contracts";
import { product } from "../../sdk/build/fixtures.ts";
import {
  artworkRedirect, DEFAULT_PRICE_RANGE, filterByArtwork, hasPriceRange, inPriceRange, isSoldOut, lowestPriceCents,
  matchesDimensions, matchesSearch, parseArtworkId, parseSort, priceBounds, sortProducts,
} from "./catalog-filters.ts";

const variant = (id: number, priceCents: number, patch: Partial<Variant> = {}): Variant =>
  ({ id, productId: 1, variantName: `V${id}`, priceCents, stock: 999, available: true, isDefault: false, ...patch });
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe("sortProducts", () => {
  const list = [
    product(2, { title: "banyan", priceCents: 5000 }),
    product(7, { title: "Alder", priceCents: 1000 }),
    product(4, { title: "cedar", priceCents: 5000 }),
    product(5, { title: "alder", priceCents: 9900 }),
  ];

  it("newest is the highest id first", () => expect(ids(sortProducts(list, "newest"))).toEqual([7, 5, 4, 2]));
  it("price-low, ties newest first", () => expect(ids(sortProducts(list, "price-low"))).toEqual([7, 4, 2, 5]));
  it("price-high, ties newest first", () => expect(ids(sortProducts(list, "price-high"))).toEqual([5, 4, 2, 7]));
  it("title ignores case, ties newest first", () => expect(ids(sortProducts(list, "title"))).toEqual([7, 5, 2, 4]));
  it("does not change its input", () => {
    sortProducts(list, "title");
    expect(ids(list)).toEqual([2, 7, 4, 5]);
  });
  it("sorts by the lowest variant price", () => {
    const withSizes = product(1, { priceCents: 100_00, variants: [variant(1, 30_00), variant(2, 60_00)] });
    expect(ids(sortProducts([product(3, { priceCents: 40_00 }), withSizes], "price-low"))).toEqual([1, 3]);
  });
  it("parseSort falls back to newest", () => {
    expect(["newest", "price-low", "price-high", "title", "cheap", null].map(parseSort))
      .toEqual(["newest", "price-low", "price-high", "title", "newest", "newest"]);
  });
});

describe("prices and stock", () => {
  it("lowest price: product price without variants, lowest available variant otherwise", () => {
    expect(lowestPriceCents(product(1, { priceCents: 4500 }))).toBe(4500);
    expect(lowestPriceCents(product(1, { variants: [variant(1, 7500), variant(2, 4000, { available: false }), variant(3, 6000)] }))).toBe(6000);
  });
  it("a price range only when the available variants differ", () => {
    expect(hasPriceRange(product(1))).toBe(false);
    expect(hasPriceRange(product(1, { variants: [variant(1, 4500), variant(2, 4500)] }))).toBe(false);
    expect(hasPriceRange(product(1, { variants: [variant(1, 4500), variant(2, 7500)] }))).toBe(true);
  });
  it("sold out: stock 0, or every available variant at 0", () => {
    expect(isSoldOut(product(1, { stock: 0 }))).toBe(true);
    expect(isSoldOut(product(1, { stock: 1 }))).toBe(false);
    expect(isSoldOut(product(1, { stock: 0, variants: [variant(1, 100, { stock: 2 })] }))).toBe(false);
    expect(isSoldOut(product(1, { stock: 5, variants: [variant(1, 100, { stock: 0 }), variant(2, 100, { stock: 0 })] }))).toBe(true);
  });
});

describe("price range", () => {
  it("is 0 to 1000 dollars until products load", () => {
    expect(priceBounds(undefined)).toEqual({ min: 0, max: 1000 });
    expect(priceBounds([])).toEqual(DEFAULT_PRICE_RANGE);
  });
  it("then 0 to the highest price rounded up to a whole dollar", () => {
    expect(priceBounds([product(1, { priceCents: 4500 }), product(2, { priceCents: 420_001 })])).toEqual({ min: 0, max: 4201 });
    expect(priceBounds([product(1, { priceCents: 2599 })])).toEqual({ min: 0, max: 26 });
    expect(priceBounds([product(1, { priceCents: 2600 })])).toEqual({ min: 0, max: 26 });
  });
  it("keeps products whose price is within the bounds, both ends included", () => {
    const range = { min: 45, max: 75 };
    expect([4499, 4500, 7500, 7501].map((priceCents) => inPriceRange(product(1, { priceCents }), range)))
      .toEqual([false, true, true, false]);
  });
});

describe("search", () => {
  const p = product(1, { title: "The Tide Keeper", description: "A lighthouse at dusk.", seoKeywords: "coastal oil" });
  it("matches title, description and SEO keywords, ignoring case", () => {
    expect(["tide", "LIGHTHOUSE", "coastal", "keeper dusk", ""].map((q) => matchesSearch(p, q))).toEqual([true, true, true, true, true]);
  });
  it("needs every word", () => {
    expect(matchesSearch(p, "tide mountain")).toBe(false);
    expect(matchesSearch(p, "canvas")).toBe(false);
  });
});

describe("dimension filter", () => {
  const sized = product(1, { width: 30, height: 40 });
  it("an empty filter keeps everything, unsized products too", () => {
    expect(matchesDimensions(product(2), {})).toBe(true);
    expect(matchesDimensions(sized, { maxWidth: undefined })).toBe(true);
  });
  it("bounds are inclusive on width and height", () => {
    expect(matchesDimensions(sized, { minWidth: 30, maxWidth: 30, minHeight: 40, maxHeight: 40 })).toBe(true);
    expect(matchesDimensions(sized, { maxWidth: 29 })).toBe(false);
    expect(matchesDimensions(sized, { minHeight: 41 })).toBe(false);
  });
  it("with a bound set, products without a size are left out", () => {
    expect(matchesDimensions(product(2, { width: null, height: null }), { minWidth: 1 })).toBe(false);
  });
});

describe("artwork filter", () => {
  const list = [product(1, { artworkId: 1 }), product(2, { artworkId: 1 }), product(3, { artworkId: 2 }), product(4)];
  it("parses ?artwork= as a positive whole number", () => {
    expect(["1", "42", "0", "-1", "1.5", "abc", "", null].map(parseArtworkId)).toEqual([1, 42, null, null, null, null, null, null]);
  });
  it("keeps the artwork's products", () => expect(ids(filterByArtwork(list, 1))).toEqual([1, 2]));
  it("redirects only when exactly one product matches", () => {
    expect(artworkRedirect(list, 2)).toBe("/shop/product/3");
    expect(artworkRedirect(list, 1)).toBeNull();
    expect(artworkRedirect(list, 9)).toBeNull();
    expect(artworkRedirect(list, null)).toBeNull();
    expect(artworkRedirect(undefined, 2)).toBeNull();
  });
});
