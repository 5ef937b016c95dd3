import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToCart, cartCount, cartStore, cartSubtotalCents, cartToken, clearCart, CART_STORAGE_KEY, CART_TOKEN_KEY, lineKey,
  removeExpired, removeFromCart, updateCartQuantity, type NewCartItem,
} from "./cart-store.ts";

const print: NewCartItem = { id: 1, title: "Harbour print", description: "", imageUrl: "/p.jpg", priceCents: 4500, type: "prints" };
const original: NewCartItem = { id: 2, title: "Harbour", description: "", imageUrl: "/o.jpg", priceCents: 120000, type: "originals" };
const T0 = 1_700_000_000_000;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  clearCart();
  localStorage.clear();
});

describe("cart store", () => {
  it("a new item starts at 1, or at the given quantity", () => {
    addToCart(print, undefined, T0);
    addToCart(print, 3, T0 + 1) /* raises the same line */;
    addToCart({ ...print, id: 3 }, 3, T0);
    expect(cartStore.items.map((i) => [i.id, i.quantity])).toEqual([[1, 4], [3, 3]]);
    expect(cartStore.items[0]!.addedAt).toBe(T0);
  });

  it("adding an existing item raises it by the given amount, or by 1", () => {
    addToCart(print, 2, T0);
    addToCart(print, 3, T0);
    expect(cartStore.items[0]!.quantity).toBe(5);
    addToCart(print, undefined, T0);
    expect(cartStore.items[0]!.quantity).toBe(6);
    expect(cartStore.items).toHaveLength(1);
  });

  it("a quantity of 0 or less does nothing", () => {
    addToCart(print, 0, T0);
    addToCart(print, -2, T0);
    expect(cartStore.items).toEqual([]);
    addToCart(print, 2, T0);
    addToCart(print, 0, T0);
    addToCart(print, -1, T0);
    expect(cartStore.items[0]!.quantity).toBe(2);
  });

  it("an original is one of a kind: always quantity 1, adding it again changes nothing", () => {
    addToCart(original, 3, T0);
    addToCart(original, 2, T0 + 5);
    updateCartQuantity("2", 4);
    expect(cartStore.items.map((i) => [i.id, i.quantity, i.addedAt])).toEqual([[2, 1, T0]]);
  });

  it("each size of a product is its own line", () => {
    addToCart({ ...print, variantId: 10, title: "Harbour print — 8 x 10 in" }, 1, T0);
    addToCart({ ...print, variantId: 11, title: "Harbour print — 12 x 16 in" }, 2, T0);
    addToCart({ ...print, variantId: 10, title: "Harbour print — 8 x 10 in" }, 1, T0);
    expect(cartStore.items.map((i) => [lineKey(i), i.quantity])).toEqual([["1:10", 2], ["1:11", 2]]);
    removeFromCart("1:10");
    expect(cartStore.items.map(lineKey)).toEqual(["1:11"]);
  });

  it("an original is held until the server's end time when it gives one", () => {
    addToCart({ ...original, expiresAt: T0 + 60_000 }, 1, T0);
    expect(cartStore.items[0]!.expiresAt).toBe(T0 + 60_000);
  });

  it("the cart token is random, kept in localStorage and reused", () => {
    const first = cartToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(localStorage.getItem(CART_TOKEN_KEY)).toBe(first);
    expect(cartToken()).toBe(first);
    clearCart();
    expect(cartToken()).toBe(first);
  });

  it("originals expire exactly 15 minutes after adding; other types never", () => {
    addToCart(original, undefined, T0);
    addToCart(print, undefined, T0);
    expect(cartStore.items[0]!.expiresAt).toBe(T0 + 900_000);
    expect(cartStore.items[1]!.expiresAt).toBeUndefined();
  });

  it("quantity never drops below 1", () => {
    addToCart(print, 4, T0);
    updateCartQuantity("1", 0);
    expect(cartStore.items[0]!.quantity).toBe(1);
    updateCartQuantity("1", -5);
    expect(cartStore.items[0]!.quantity).toBe(1);
    updateCartQuantity("1", 7);
    expect(cartStore.items[0]!.quantity).toBe(7);
  });

  it("remove deletes one line, clear empties the cart", () => {
    addToCart(print, 1, T0);
    addToCart(original, 1, T0);
    removeFromCart("1");
    expect(cartStore.items.map((i) => i.id)).toEqual([2]);
    clearCart();
    expect(cartStore.items).toEqual([]);
  });

  it("derives the item count and the subtotal in cents", () => {
    addToCart(print, 3, T0);
    addToCart(original, 1, T0);
    expect(cartCount(cartStore.items)).toBe(4);
    expect(cartSubtotalCents(cartStore.items)).toBe(3 * 4500 + 120000);
    expect(cartCount([])).toBe(0);
  });

  it("removeExpired removes only originals whose hold has run out", () => {
    addToCart(original, 1, T0);
    addToCart(print, 1, T0);
    expect(removeExpired(T0 + 899_999)).toEqual([]);
    const removed = removeExpired(T0 + 900_000);
    expect(removed.map((i) => i.title)).toEqual(["Harbour"]);
    expect(cartStore.items.map((i) => i.id)).toEqual([1]);
  });

  it("is saved to localStorage under studio-cart:v1", async () => {
    addToCart(print, 2, T0);
    await flush();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
      { ...print, quantity: 2, addedAt: T0 },
    ]);
  });

  it("restores a saved cart and ignores a corrupt one", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...print, quantity: 2, addedAt: T0 }]));
    vi.resetModules();
    const restored = await import("./cart-store.ts");
    expect(restored.cartStore.items).toEqual([{ ...print, quantity: 2, addedAt: T0 }]);

    localStorage.setItem(CART_STORAGE_KEY, "{not json");
    vi.resetModules();
    expect((await import("./cart-store.ts")).cartStore.items).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: "x" }]));
    vi.resetModules();
    expect((await import("./cart-store.ts")).cartStore.items).toEqual([]);
  });
});
