import { useSnapshot } from "valtio";
import {
  addToCart, cartCount, cartStore, cartSubtotalCents, clearCart, removeExpired, removeFromCart,
  updateCartQuantity, type CartItem,
} from "./cart-store.ts";

const actions = { addToCart, updateCartQuantity, removeFromCart, clearCart, removeExpired };

export function useCart() {
  const snapshot = useSnapshot(cartStore);
  const items = snapshot.items as readonly CartItem[];
  return { items, count: cartCount(items), subtotalCents: cartSubtotalCents(items), ...actions };
}
