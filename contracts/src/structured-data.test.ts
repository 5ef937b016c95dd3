import { describe, expect, it } from "vitest";
import { plainText, productInStock } from "./structured-data.ts";
import type { Product } from "./catalog.ts";

describe("structured data helpers", () => {
  it("plain text drops tags and entities and shortens at a word", () => {
    expect(plainText("<p>I paint <em>tides</em> &amp; rooms.</p>")).toBe("I paint tides & rooms.");
    expect(plainText("one two three four five", 14)).toBe("one two three…");
  });

  it("a product is in stock when offered and it (or one of its sizes) has stock", () => {
    const product = { available: true, stock: 0, variants: [] } as unknown as Product;
    expect(productInStock(product)).toBe(false);
    expect(productInStock({ ...product, stock: 2 })).toBe(true);
    expect(productInStock({ ...product, available: false, stock: 2 })).toBe(false);
    expect(productInStock({ ...product, variants: [{ available: true, stock: 0 }, { available: true, stock: 3 }] } as unknown as Product)).toBe(true);
  });
});
