import { useSnapshot } from "valtio";
import { useHydrated } from "./server-render.ts";
import {
  addToCart, cartCount, cartStore, cartSubtotalCents, clearCart, removeExpired, removeFromCart,
  updateCartQuantity, type CartItem,
} from "./cart-store.ts";
import { addOriginalToCart, emptyCart, removeLine } from "./cart-holds.ts";

const actions = { addToCart, addOriginalToCart, updateCartQuantity, removeFromCart, removeLine, clearCart, emptyCart, removeExpired };

const NO_ITEMS: readonly CartItem[] = [];

/** The cart (saved in this browser): empty on the server and while hydrating, so server HTML matches. */
export function useCart() {
  const snapshot = useSnapshot(cartStore);
  const items = useHydrated() ? (snapshot.items as readonly CartItem[]) : NO_ITEMS;
  return { items, count: cartCount(items), subtotalCents: cartSubtotalCents(items), ...actions };
}
