import { describe, expect, it } from "vitest";
import type { Variant } from "@studio/contracts";
import { product } from "../../sdk/build/fixtures.ts";
import {
  canDecrease, canIncrease, cartTitle, clampQuantity, defaultVariant, hasQuantityPicker, maxQuantity, purchaseOption, relatedProducts,
} from "./product-options.ts";

const variant = (id: number, patch: Partial<Variant> = {}): Variant =>
  ({ id, productId: 1, variantName: `Size ${id}`, priceCents: id * 1000, stock: 999, available: true, isDefault: false, ...patch });

describe("quantity bounds", () => {
  it("is 1 to stock, 99 when stock is unset", () => {
    expect(maxQuantity(5)).toBe(5);
    expect(maxQuantity(999)).toBe(999);
    expect(maxQuantity(null)).toBe(99);
    expect(maxQuantity(undefined)).toBe(99);
  });
  it("clamps typed values into the bounds", () => {
    expect([0, -3, 1, 3, 5, 6, 2.7, Number.NaN].map((q) => clampQuantity(q, 5))).toEqual([1, 1, 1, 3, 5, 5, 2, 1]);
    expect(clampQuantity(150, null)).toBe(99);
  });
  it("minus is disabled at 1, plus at the maximum", () => {
    expect([canDecrease(1), canDecrease(2)]).toEqual([false, true]);
    expect([canIncrease(4, 5), canIncrease(5, 5), canIncrease(98, null), canIncrease(99, null)]).toEqual([true, false, true, false]);
  });
  it("originals have no quantity picker", () => {
    expect(["originals", "prints", "merchandise"].map((type) => hasQuantityPicker(product(1, { type: type as "prints" }))))
      .toEqual([false, true, true]);
  });
});

describe("variants", () => {
  it("the default variant is the one marked default, else the first available", () => {
    expect(defaultVariant(product(1, { variants: [variant(1), variant(2, { isDefault: true })] }))?.id).toBe(2);
    expect(defaultVariant(product(1, { variants: [variant(1, { available: false }), variant(2)] }))?.id).toBe(2);
    expect(defaultVariant(product(1))).toBeNull();
  });
  it("the selected variant decides price and stock", () => {
    const p = product(1, { priceCents: 4500, stock: 3 });
    expect(purchaseOption(p, null)).toEqual({ priceCents: 4500, stock: 3 });
    expect(purchaseOption(p, variant(7, { stock: 0 }))).toEqual({ priceCents: 7000, stock: 0 });
  });
  it("the cart title names the size", () => {
    expect(cartTitle(product(1, { title: "Tide Keeper print" }), variant(2, { variantName: "12 x 16 in" }))).toBe("Tide Keeper print (12 x 16 in)");
    expect(cartTitle(product(1, { title: "Tote" }), null)).toBe("Tote");
  });
});

describe("related products", () => {
  it("other products of the same artwork, newest first, at most 4", () => {
    const list = [1, 2, 3, 4, 5, 6].map((id) => product(id, { artworkId: 1 })).concat(product(7, { artworkId: 2 }));
    expect(relatedProducts(list, list[1]!).map((p) => p.id)).toEqual([6, 5, 4, 3]);
    expect(relatedProducts(list, product(8, { artworkId: null }))).toEqual([]);
  });
});
