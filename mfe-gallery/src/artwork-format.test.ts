import { describe, expect, it } from "vitest";
import { artwork } from "../../sdk/build/fixtures.ts";
import { artworkAlt, formatDimensions, masterUrl } from "./artwork-format.ts";
import { fallbackImage } from "./fallback-images.ts";

const image = { src: "/uploads/img/abc/960.jpg", width: 1350, height: 1800, srcset: { avif: "", webp: "", jpeg: "" } };

describe("artwork formatting", () => {
  it("shows 'W x H' as inches with a multiplication sign", () => {
    expect(formatDimensions("30 x 40")).toBe("30 × 40 in");
    expect(formatDimensions("12.5x16")).toBe("12.5 × 16 in");
    expect(formatDimensions("100 x 80 cm")).toBe("100 × 80 cm");
    expect(formatDimensions("Variable")).toBe("Variable");
    expect(formatDimensions("")).toBe("");
  });

  it("points at the full-resolution master of an uploaded image", () => {
    expect(masterUrl(artwork(1, { image }))).toBe("/uploads/img/abc/master.webp");
    expect(masterUrl(artwork(1, { image: null, imageUrl: "/legacy/a.png" }))).toBe("/legacy/a.png");
  });

  it("alt text falls back to the title", () => {
    expect(artworkAlt(artwork(1, { title: "Tide", altText: "" }))).toBe("Tide");
    expect(artworkAlt(artwork(1, { title: "Tide", altText: "A lantern at dusk" }))).toBe("A lantern at dusk");
  });

  it("has an SVG placeholder per category and a default one", () => {
    const murals = fallbackImage("murals");
    expect(murals.startsWith("data:image/svg+xml,")).toBe(true);
    expect(murals).not.toBe(fallbackImage("sculpture"));
    expect(fallbackImage("unknown-thing")).toBe(fallbackImage(null));
    expect(fallbackImage("unknown-thing")).not.toBe(murals);
  });
});
