import { describe, expect, it } from "vitest";
import { artwork } from "../../sdk/build/fixtures.ts";
import {
  DEFAULT_CATEGORIES, defaultTab, emptyCategoryMessage, filterArtworks, galleryTabs, humanizeCategory, parseCategories,
  parseDisplayCount, parseLayout, selectedTab,
} from "./gallery-settings.ts";

const DEFAULTS = ["featured", "imaginative-realism", "sculpture", "murals", "figurative", "chinese-zodiac-series", "vinyl-record-art"];

describe("gallery_categories", () => {
  it("uses a non-empty JSON array of slugs as given", () => {
    expect(parseCategories('["murals","featured"]')).toEqual(["murals", "featured"]);
  });

  it.each([
    ["invalid JSON", "murals, featured"],
    ["not an array", '{"a":"murals"}'],
    ["a string", '"murals"'],
    ["an empty array", "[]"],
    ["an array without strings", "[1, null]"],
    ["unset", null],
    ["empty", ""],
  ])("falls back to the default list when %s", (_, raw) => {
    expect(parseCategories(raw)).toEqual(DEFAULTS);
  });

  it("the default list is the spec's", () => {
    expect([...DEFAULT_CATEGORIES]).toEqual(DEFAULTS);
  });
});

describe("galleries_display_count", () => {
  it.each([["7", 7], [" 3 ", 3], ["1", 1], ["0", 5], ["-2", 5], ["2.5", 5], ["abc", 5], ["", 5], [null, 5]])("%j -> %i", (raw, count) => {
    expect(parseDisplayCount(raw)).toBe(count);
  });

  it("caps the tabs: the first 5 defaults when nothing is set", () => {
    expect(galleryTabs("", "")).toEqual(["featured", "imaginative-realism", "sculpture", "murals", "figurative"]);
    expect(galleryTabs('["murals","figurative","sculpture"]', "2")).toEqual(["murals", "figurative"]);
    expect(galleryTabs('["murals"]', "9")).toEqual(["murals"]);
  });
});

describe("tabs", () => {
  it("humanises slugs", () => {
    expect(humanizeCategory("imaginative-realism")).toBe("Imaginative Realism");
    expect(humanizeCategory("chinese-zodiac-series")).toBe("Chinese Zodiac Series");
    expect(humanizeCategory("featured")).toBe("Featured");
  });

  it("defaults to imaginative-realism when shown, else the first tab; a shown tab from the URL wins", () => {
    expect(defaultTab(["featured", "imaginative-realism"])).toBe("imaginative-realism");
    expect(defaultTab(["murals", "featured"])).toBe("murals");
    expect(selectedTab(["featured", "murals"], "murals")).toBe("murals");
    expect(selectedTab(["featured", "murals", "imaginative-realism"], "sculpture")).toBe("imaginative-realism");
  });

  it("'featured' filters by the flag, other tabs by category", () => {
    const all = [
      artwork(1, { featured: true, category: "murals" }),
      artwork(2, { category: "murals" }),
      artwork(3, { featured: true, category: "figurative" }),
    ];
    expect(filterArtworks(all, "featured").map((a) => a.id)).toEqual([1, 3]);
    expect(filterArtworks(all, "murals").map((a) => a.id)).toEqual([1, 2]);
    expect(filterArtworks(all, "sculpture")).toEqual([]);
  });

  it("names the empty category, with a fallback when there is no name", () => {
    expect(emptyCategoryMessage("chinese-zodiac-series")).toBe("No artworks found in the Chinese Zodiac Series category.");
    expect(emptyCategoryMessage("")).toBe("No artworks found in this category.");
  });

  it("layout is grid unless masonry", () => {
    expect([parseLayout("masonry"), parseLayout("grid"), parseLayout(""), parseLayout("tiles")]).toEqual(["masonry", "grid", "grid", "grid"]);
  });
});
