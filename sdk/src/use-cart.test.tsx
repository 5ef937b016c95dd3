import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { clearCart } from "./cart-store.ts";
import { useCart } from "./use-cart.ts";

beforeEach(() => clearCart());

describe("useCart", () => {
  it("re-renders with the derived count and subtotal", async () => {
    const { result } = renderHook(() => useCart());
    expect([result.current.count, result.current.subtotalCents]).toEqual([0, 0]);
    await act(async () => {
      result.current.addToCart({ id: 7, title: "Mug", description: "", imageUrl: "/m.jpg", priceCents: 1800, type: "merchandise" }, 2);
    });
    expect([result.current.count, result.current.subtotalCents]).toEqual([2, 3600]);
    await act(async () => result.current.updateCartQuantity("7", 5));
    expect(result.current.items.map((i) => i.quantity)).toEqual([5]);
    await act(async () => result.current.clearCart());
    expect(result.current.count).toBe(0);
  });
});
