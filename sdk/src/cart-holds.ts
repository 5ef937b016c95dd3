import { ZReservation } from "@studio/contracts";
import { api, ApiError } from "./client.ts";
import { addToCart, cartStore, cartToken, clearCart, lineKey, removeFromCart, type CartItem, type NewCartItem } from "./cart-store.ts";

/**
 * Adds an original to the cart once the server holds it for this cart (15 minutes, its end time drives the
 * countdown). When another cart holds it or it has sold, the server's message is thrown and nothing is added.
 * If the server cannot be reached the original is added anyway and the failure only logged (spec section 8):
 * checkout asks again and refuses it then if it is gone.
 */
export async function addOriginalToCart(item: NewCartItem): Promise<void> {
  try {
    const hold = await api.post("/api/cart/reserve", { productId: item.id, cartToken: cartToken() }, ZReservation);
    addToCart({ ...item, expiresAt: Date.parse(hold.expiresAt) }, 1);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    console.warn("[cart] could not reserve the original", item.id, error);
    addToCart(item, 1);
  }
}

/** Gives an original's hold back to the shop (failures are only logged: the hold lapses anyway). */
export function releaseHold(productId: number): void {
  api.post("/api/cart/release-reservation", { productId, cartToken: cartToken() })
    .catch((error: unknown) => console.warn("[cart] could not release the reservation", productId, error));
}

/** Removes a line; an original's hold is released so another collector can have it at once. */
export function removeLine(item: CartItem): void {
  removeFromCart(lineKey(item));
  if (item.type === "originals") releaseHold(item.id);
}

/** Empties the cart, releasing every original it held. */
export function emptyCart(): void {
  const originals = cartStore.items.filter((item) => item.type === "originals");
  clearCart();
  for (const item of originals) releaseHold(item.id);
}
