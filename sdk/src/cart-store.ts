import { proxy, subscribe } from "valtio";
import { z } from "zod";

export const CART_STORAGE_KEY = "studio-cart:v1";
export const ORIGINAL_HOLD_MS = 15 * 60_000;

export const ZCartItem = z.object({
  /** The product id. */
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  priceCents: z.number().int().nonnegative(),
  /** 'originals' marks a one-of-a-kind painting (held for 15 minutes). */
  type: z.string(),
  quantity: z.number().int().min(1),
  addedAt: z.number(),
  expiresAt: z.number().optional(),
});
export type CartItem = z.infer<typeof ZCartItem>;
export type NewCartItem = Omit<CartItem, "quantity" | "addedAt" | "expiresAt">;

function load(): CartItem[] {
  try {
    const raw = globalThis.localStorage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed = z.array(ZCartItem).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const cartStore = proxy<{ items: CartItem[] }>({ items: load() });

subscribe(cartStore, () => {
  try {
    globalThis.localStorage?.setItem(CART_STORAGE_KEY, JSON.stringify(cartStore.items));
  } catch {
    // storage full or disabled: the cart still works for this page
  }
});

/**
 * Spec section 4: an existing item goes up by `quantity` when above 0, else by 1;
 * a new item starts at `quantity` (or 1). A quantity of 0 or less does nothing.
 * Originals are held for 15 minutes from when they were added.
 */
export function addToCart(item: NewCartItem, quantity?: number, now = Date.now()): void {
  if (quantity !== undefined && quantity <= 0) return;
  const existing = cartStore.items.find((line) => line.id === item.id);
  if (existing) {
    existing.quantity += quantity && quantity > 0 ? quantity : 1;
    return;
  }
  const line: CartItem = { ...item, quantity: quantity ?? 1, addedAt: now };
  if (item.type === "originals") line.expiresAt = now + ORIGINAL_HOLD_MS;
  cartStore.items.push(line);
}

/** Set a line's quantity; it never drops below 1. */
export function updateCartQuantity(id: number, quantity: number): void {
  const line = cartStore.items.find((item) => item.id === id);
  if (line) line.quantity = Math.max(1, Math.floor(quantity));
}

export function removeFromCart(id: number): void {
  cartStore.items = cartStore.items.filter((item) => item.id !== id);
}

export function clearCart(): void {
  cartStore.items = [];
}

/** Remove originals whose hold has run out; returns the removed lines. */
export function removeExpired(now = Date.now()): CartItem[] {
  const expired = cartStore.items.filter((item) => item.expiresAt !== undefined && item.expiresAt <= now);
  if (expired.length) cartStore.items = cartStore.items.filter((item) => !expired.includes(item));
  return expired;
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartSubtotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
}
