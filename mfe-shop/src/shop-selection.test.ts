import { describe, expect, it } from "vitest";
import { product } from "../../sdk/build/fixtures.ts";
import {
  defaultSubtype, paramsForTab, parseTab, productKindLabel, productsInView, readSelection, refineProducts, resultCount, withParam,
} from "./shop-selection.ts";

const ids = (list: { id: number }[]) => list.map((p) => p.id);
const catalog = [
  product(1, { type: "originals", subtype: "Oil Paintings", artworkId: 1, priceCents: 420_000 }),
  product(2, { type: "prints", subtype: "paper", artworkId: 1, priceCents: 4500 }),
  product(3, { type: "prints", subtype: "canvas", artworkId: 1, priceCents: 14_000 }),
  product(4, { type: "originals", subtype: "Sculpture", artworkId: 2, priceCents: 120_000 }),
  product(5, { type: "merchandise", subtype: "Mugs", priceCents: 2200, title: "Orchard Mug", seoKeywords: "stoneware" }),
  product(6, { type: "prints", subtype: "paper", artworkId: 2, priceCents: 4500 }),
];

describe("tabs and sub-selections", () => {
  it("defaults to the Original Artwork tab; unknown tabs fall back to it", () => {
    expect(["originals", "prints", "merchandise", "shoes", null].map(parseTab)).toEqual(["originals", "prints", "merchandise", "originals", "originals"]);
  });
  it("resets to paper prints, all originals and all merchandise", () => {
    expect(defaultSubtype("prints")).toBe("paper");
    expect(defaultSubtype("originals")).toBe("all");
    expect(defaultSubtype("merchandise")).toBe("all");
  });
  it("reads the selection from the URL", () => {
    expect(readSelection(new URLSearchParams("tab=prints"))).toEqual({ tab: "prints", subtype: "paper", sort: "newest", search: "", artworkId: null });
    expect(readSelection(new URLSearchParams("tab=prints&type=canvas&sort=title&q=tide&artwork=3")))
      .toEqual({ tab: "prints", subtype: "canvas", sort: "title", search: "tide", artworkId: 3 });
  });
  it("a tab change drops the sub-selection and keeps sort and search", () => {
    const next = paramsForTab(new URLSearchParams("tab=prints&type=canvas&sort=price-low&q=sea"), "originals");
    expect(next.toString()).toBe("tab=originals&sort=price-low&q=sea");
    expect(readSelection(paramsForTab(new URLSearchParams("tab=originals&type=Sculpture"), "prints")).subtype).toBe("paper");
  });
  it("a default value is left out of the URL", () => {
    expect(withParam(new URLSearchParams("tab=prints&type=canvas"), "type", "paper", "paper").toString()).toBe("tab=prints");
    expect(withParam(new URLSearchParams("tab=prints"), "sort", "title", "newest").toString()).toBe("tab=prints&sort=title");
  });
});

describe("products in view", () => {
  const view = (query: string) => ids(productsInView(catalog, readSelection(new URLSearchParams(query))));
  it("filters by tab and sub-selection", () => {
    expect(view("")).toEqual([1, 4]);
    expect(view("type=Sculpture")).toEqual([4]);
    expect(view("tab=prints")).toEqual([2, 6]);
    expect(view("tab=prints&type=all")).toEqual([2, 3, 6]);
    expect(view("tab=merchandise")).toEqual([5]);
  });
  it("?artwork= shows that artwork's products of every type", () => {
    expect(view("artwork=1&tab=merchandise")).toEqual([1, 2, 3]);
  });
  it("refines by price range and search, then sorts", () => {
    const selection = readSelection(new URLSearchParams("tab=prints&type=all&sort=price-high"));
    expect(ids(refineProducts(catalog, selection, { price: { min: 0, max: 4200 } }))).toEqual([1, 4, 3, 6, 2, 5]);
    expect(ids(refineProducts(catalog, selection, { price: { min: 40, max: 200 } }))).toEqual([3, 6, 2]);
    const search = readSelection(new URLSearchParams("q=stoneware"));
    expect(ids(refineProducts(catalog, search, { price: { min: 0, max: 5000 } }))).toEqual([5]);
    expect(ids(refineProducts(catalog, search, { price: { min: 0, max: 5000 }, dimensions: { minWidth: 1 } }))).toEqual([]);
  });
});

describe("labels", () => {
  it("names the kind of product", () => {
    expect(catalog.map(productKindLabel)).toEqual(["Oil Paintings", "Paper print", "Canvas print", "Sculpture", "Mugs", "Paper print"]);
    expect(productKindLabel(product(9, { type: "prints", subtype: "limited_edition" }))).toBe("Limited Edition print");
    expect(productKindLabel(product(9, { type: "originals", subtype: null }))).toBe("Original");
  });
  it("counts works", () => {
    expect([0, 1, 12].map(resultCount)).toEqual(["0 works", "1 work", "12 works"]);
  });
});
