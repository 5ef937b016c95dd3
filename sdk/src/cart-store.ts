import { proxy, subscribe } from "valtio";
import { z } from "zod";

export const CART_STORAGE_KEY = "studio-cart:v1";
export const CART_TOKEN_KEY = "studio-cart-token";
export const ORIGINAL_HOLD_MS = 15 * 60_000;

export const ZCartItem = z.object({
  /** The product id. */
  id: z.number().int(),
  /** The chosen size (product variant), when the product has sizes: each size is its own line. */
  variantId: z.number().int().optional(),
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
/** `expiresAt`: for an original, when the server's hold on it ends (default: 15 minutes from now). */
export type NewCartItem = Omit<CartItem, "quantity" | "addedAt" | "expiresAt"> & { expiresAt?: number };

/** A cart line: one product, or one size of it. */
export const lineKey = (item: Pick<CartItem, "id" | "variantId">): string =>
  item.variantId === undefined ? String(item.id) : `${item.id}:${item.variantId}`;

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
let memoryToken: string | null = null;

/**
 * This browser's cart id (32 random characters, kept in localStorage): the server knows which holds and orders are
 * this cart's by it. It outlives a cleared cart, so the order confirmation can still be read.
 */
export function cartToken(): string {
  try {
    const stored = globalThis.localStorage?.getItem(CART_TOKEN_KEY);
    if (stored && /^[A-Za-z0-9_-]{22,64}$/.test(stored)) return stored;
  } catch {
    // storage disabled: a token for this page's life
  }
  if (!memoryToken) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    memoryToken = Array.from(bytes, (b) => TOKEN_ALPHABET[b & 63]).join("");
  }
  try {
    globalThis.localStorage?.setItem(CART_TOKEN_KEY, memoryToken);
  } catch {
    // as above
  }
  return memoryToken;
}

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
 * Originals are one of a kind (always 1) and held until `expiresAt` (15 minutes from when they were added).
 */
export function addToCart(item: NewCartItem, quantity?: number, now = Date.now()): void {
  if (quantity !== undefined && quantity <= 0) return;
  const original = item.type === "originals";
  const existing = cartStore.items.find((line) => lineKey(line) === lineKey(item));
  if (existing) {
    if (!original) existing.quantity += quantity && quantity > 0 ? quantity : 1;
    return;
  }
  const { expiresAt, ...rest } = item;
  const line: CartItem = { ...rest, quantity: original ? 1 : quantity ?? 1, addedAt: now };
  if (original) line.expiresAt = expiresAt ?? now + ORIGINAL_HOLD_MS;
  cartStore.items.push(line);
}

/** Set a line's quantity; it never drops below 1 (and an original never leaves 1). */
export function updateCartQuantity(key: string, quantity: number): void {
  const line = cartStore.items.find((item) => lineKey(item) === key);
  if (line && line.type !== "originals") line.quantity = Math.max(1, Math.floor(quantity));
}

export function removeFromCart(key: string): void {
  cartStore.items = cartStore.items.filter((item) => lineKey(item) !== key);
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
